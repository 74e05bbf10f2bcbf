import Foundation

extension String {
  /// The string as one word for `sh`: in single quotes, its own single quotes escaped.
  public var shellQuoted: String {
    "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
