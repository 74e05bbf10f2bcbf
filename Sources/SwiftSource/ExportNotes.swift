/// What writing a test's values found it needs: the modules whose types it names (for its
/// imports), those it needs `@testable` (an internal initializer or type), whether it calls a
/// throwing initializer (`try`), and every type name it wrote (to qualify by module the names
/// two modules declare).
final class ExportNotes {
  /// Modules whose types the test names.
  var modules: Set<String> = []
  /// Modules whose internal declarations the test uses.
  var testableModules: Set<String> = []
  /// Whether a value is built with `try`.
  var usesTry = false
  /// Each type name as written without its module (`Token`), with the modules declaring it.
  var modulesByName: [String: Set<String>] = [:]

  /// The names two or more modules declare: written with their module (`MultiClients.Token`).
  var ambiguousNames: Set<String> {
    Set(modulesByName.filter { $0.value.count > 1 }.keys)
  }
}
