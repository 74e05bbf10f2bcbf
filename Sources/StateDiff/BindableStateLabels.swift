import Composable
import CustomDump
import SwiftSource

/// Values as the shell dumps them (`state`, compact diffs, the values a diff prints whole), with
/// each `@BindableState var text` shown as `text`, the property the user wrote, rather than as
/// `_text`, the field Swift stores it in. Diffs relabel their own fields (``MirrorChildPairs``).
///
/// custom-dump labels a struct's fields with their mirror labels and has no hook to rename one,
/// so a value holding a bindable field at any depth is handed to it as a ``Relabeled`` value: a
/// `CustomDumpReflectable` whose mirror has the value's own subject type, display style and
/// children, the bindable ones relabelled. Values with no bindable field are left as they are.
///
/// The same stand-ins carry the strings custom-dump would print as a literal that reads back
/// as another string (``SwiftStringLiteral``): each such string is handed over as a
/// ``StringLiteralText``, which custom-dump prints as the exact literal.
package enum BindableStateLabels {
  /// `value`, or a stand-in that custom-dump dumps the same but with bindable fields by their
  /// property names and strings as exact literals; looks `maxDepth` levels deep, as far as a
  /// dump does. `named` when custom-dump dumps it after a label (a multi-line string's layout);
  /// `oneLine`: strings with line breaks as one-line literals (a watch's value).
  package static func dumpable(
    _ value: Any, maxDepth: Int = .max, named: Bool = false, oneLine: Bool = false
  ) -> Any {
    relabeled(value, depth: maxDepth, named: named, oneLine: oneLine) ?? value
  }

  /// The stand-in for `value`, or `nil` when no bindable field or misprinted string lies
  /// within `depth` levels; `named` as custom-dump names it.
  private static func relabeled(_ value: Any, depth: Int, named: Bool, oneLine: Bool) -> Any? {
    if let string = value as? String {
      return StringLiteralText.standIn(for: string, named: named, maxDepth: depth, oneLine: oneLine)
    }
    // custom-dump dumps this value in its place, unnamed (a `@BindableState` read by a path).
    if let represented = value as? any CustomDumpRepresentable {
      return relabeled(represented.customDumpValue, depth: depth, named: false, oneLine: oneLine)
        .map(Represented.init)
    }
    guard depth > 0 else { return nil }
    // What custom-dump prints without reflecting its children, and objects (whose dumps track
    // identity): left alone.
    if value is Any.Type || value is any CustomDumpStringConvertible
      || value is any _CustomDiffObject || type(of: value) is AnyClass
    {
      return nil
    }
    let mirror = Reflection.mirror(value)
    guard let style = mirror.displayStyle, style != .class else { return nil }
    var changed = false
    var children: [Mirror.Child] = []
    for child in mirror.children {
      // The stand-in's mirror is shown whole: what custom-dump hides is left out here.
      guard Reflection.includesChild(labelled: child.label, of: value) else { continue }
      if let storage = child.value as? any BindableStateStorage, let label = child.label,
        label.hasPrefix("_")
      {
        let wrapped = storage.wrappedValueAsAny
        children.append(
          (
            String(label.dropFirst()),
            relabeled(wrapped, depth: depth - 1, named: true, oneLine: oneLine) ?? wrapped
          ))
        changed = true
      } else if style == .dictionary, let entry = child.value as? (key: AnyHashable, value: Any) {
        let key = (entry.key.base as? String).flatMap {
          StringLiteralText.standIn(for: $0, named: false, maxDepth: depth - 1, oneLine: oneLine)
        }
        let inner = relabeled(entry.value, depth: depth - 1, named: true, oneLine: oneLine)
        guard key != nil || inner != nil else {
          children.append(child)
          continue
        }
        children.append(
          (child.label, (key: key.map(AnyHashable.init) ?? entry.key, value: inner ?? entry.value)
            as (key: AnyHashable, value: Any)))
        changed = true
      } else if let inner = relabeled(
        child.value, depth: depth - 1, named: StringLiteralText.isNamed(child.label, in: style),
        oneLine: oneLine)
      {
        children.append((child.label, inner))
        changed = true
      } else {
        children.append(child)
      }
    }
    guard changed else { return nil }
    return Relabeled(customDumpMirror: standIn(for: value, children: children, style: style))
  }

  /// A mirror of `subject`'s own type (the existential is opened, so that custom-dump names the
  /// value's type, not `Any`).
  private static func standIn<Subject>(
    for subject: Subject, children: [Mirror.Child], style: Mirror.DisplayStyle
  ) -> Mirror {
    Mirror(subject, children: children, displayStyle: style)
  }
}

/// A value dumped through the mirror it holds.
private struct Relabeled: CustomDumpReflectable {
  let customDumpMirror: Mirror
}

/// A value dumped as the stand-in it holds, in place of a `CustomDumpRepresentable`'s value.
private struct Represented: CustomDumpRepresentable {
  let customDumpValue: Any
}
