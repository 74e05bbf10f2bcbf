// libFuzzer's entry point over the shell's command parser and ActionText: every input is
// parsed as a command line, decoded, rendered back and completed, against an action type that
// has every integer width, IndexSet, nesting, optionals, dates, UUIDs, arrays and dictionaries.
// Built and run by scripts/fuzz-coverage/run; a trap or a sanitizer report is a finding.
import ActionText
import Foundation

struct Point: Codable { var x: Int; var y: Int8 }
struct Nested: Codable { var point: Point?; var tags: [String]; var flags: Set<UInt16> }

indirect enum Inner: Codable {
  case plain
  case labelled(first: UInt8, second: Int64?)
  case deeper(Inner?)
}

enum FuzzAction: Codable {
  case none
  case int(Int), int8(Int8), int16(Int16), int32(Int32), int64(Int64)
  case uint(UInt), uint8(UInt8), uint16(UInt16), uint32(UInt32), uint64(UInt64)
  case double(Double), float(Float), bool(Bool), string(String), decimal(Decimal)
  case offsets(IndexSet)
  case remove(offset: IndexSet, at: [Int])
  case uuid(UUID), date(Date), url(URL), data(Data)
  case list([[Int32]]), table([String: [UInt]]), numbers([Int: String])
  case nested(Nested), tuple(Point, Nested?)
  case inner(Inner)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  if let command = try? CommandParser.parse(text), case let .send(action) = command {
    fuzzAction(action)
  }
  fuzzAction(text)
  return 0
}

private func fuzzAction(_ text: String) {
  if let action = try? ActionText.decode(text, as: FuzzAction.self) {
    let rendered = ActionText.render(action)
    _ = try? ActionText.decode(rendered, as: FuzzAction.self)
  }
  _ = try? ActionText.json(for: text, as: FuzzAction.self)
  _ = ActionText.completions(for: text, in: FuzzAction.self)
}
