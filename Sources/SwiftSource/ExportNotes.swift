/// What writing a test's values found it needs: the modules whose types it names (for its
/// imports), those it needs `@testable` (an internal initializer or type), whether it calls a
/// throwing initializer (`try`), and every type name it wrote (to qualify by module the names
/// two modules declare).
package final class ExportNotes {
  /// Modules whose types the test names.
  package var modules: Set<String> = []
  /// Modules whose internal declarations the test uses.
  package var testableModules: Set<String> = []
  /// Whether a value is built with `try`.
  package var usesTry = false
  /// Each type name as written without its module (`Token`), with the modules declaring it.
  var modulesByName: [String: Set<String>] = [:]

  /// The names two or more modules declare: written with their module (`MultiClients.Token`).
  package var ambiguousNames: Set<String> {
    Set(modulesByName.filter { $0.value.count > 1 }.keys)
  }

  package init() {}
}
