import Foundation

/// Dates as text: ISO 8601 in UTC (`2024-01-31T12:00:00Z`, with a fraction when the date has
/// one: `2024-01-31T12:00:00.250Z`), the form the shell prints. Parsing also accepts a date alone
/// (`2024-01-31`, midnight UTC), a time zone offset (`+02:00`) and up to nine fraction digits.
///
/// Written by hand, not with `ISO8601FormatStyle`, so that text and dates round-trip exactly: a
/// date prints with the fewest fraction digits (3, 6 or 9) that reproduce it bit for bit.
enum DateText {
  /// The date a text names, or `nil` when it is not ISO 8601.
  static func parse(_ text: String) -> Date? {
    var scanner = Scanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2),
      (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day)
    else { return nil }
    var seconds = daysFromCivil(year: year, month: month, day: day) * 86_400
    var fraction = 0.0
    if scanner.isAtEnd {
      return date(secondsSince1970: seconds, fraction: 0)
    }
    guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), hour < 24, minute < 60
    else { return nil }
    seconds += hour * 3_600 + minute * 60
    if scanner.skip(":") {
      guard let second = scanner.number(digits: 2), second < 60 else { return nil }
      seconds += second
      if scanner.skip(".") {
        var numerator = 0
        var denominator = 1
        while let digit = scanner.digit() {
          guard denominator < 1_000_000_000 else { return nil }
          numerator = numerator * 10 + digit
          denominator *= 10
        }
        guard denominator > 1 else { return nil }
        fraction = Double(numerator) / Double(denominator)
      }
    }
    if scanner.skip("Z") || scanner.skip("z") {
    } else if let sign = scanner.sign() {
      guard let offsetHours = scanner.number(digits: 2) else { return nil }
      _ = scanner.skip(":")
      guard let offsetMinutes = scanner.number(digits: 2), offsetHours < 24, offsetMinutes < 60
      else { return nil }
      seconds -= sign * (offsetHours * 3_600 + offsetMinutes * 60)
    } else {
      return nil
    }
    guard scanner.isAtEnd else { return nil }
    return date(secondsSince1970: seconds, fraction: fraction)
  }

  /// The ISO 8601 text of a date, with the fewest fraction digits (none, 3, 6 or 9) that
  /// reproduce it exactly; `exact` is false when even nine digits don't (the text is then within
  /// a nanosecond). `nil` for a year outside 0...9999.
  static func format(_ date: Date) -> (text: String, exact: Bool)? {
    let interval = date.timeIntervalSinceReferenceDate
    guard interval.isFinite, abs(interval) < 1e11 else { return nil }
    var whole = interval.rounded(.down)
    let fraction = interval - whole
    var (digits, scale) = (9, 1e9)
    var numerator = (fraction * scale).rounded()
    for (candidateDigits, candidateScale) in [(0, 1.0), (3, 1e3), (6, 1e6)] {
      let candidate = (fraction * candidateScale).rounded()
      if whole + candidate / candidateScale == interval {
        (digits, scale, numerator) = (candidateDigits, candidateScale, candidate)
        break
      }
    }
    let exact = whole + numerator / scale == interval
    if numerator == scale, digits > 0 {
      whole += 1
      numerator = 0
    }
    let secondsSince1970 = Int(whole) + Int(Date.timeIntervalBetween1970AndReferenceDate)
    let days = secondsSince1970.floorDivided(by: 86_400)
    let secondOfDay = secondsSince1970 - days * 86_400
    let (year, month, day) = civilFromDays(days)
    guard (0...9999).contains(year) else { return nil }
    var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
    text += pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
    text += pad(secondOfDay % 60, 2)
    if digits > 0 { text += "." + pad(Int(numerator), digits) }
    return (text + "Z", exact)
  }

  /// A date as seconds since 1970 that reads back as the same date, if there is one (there may
  /// not be: seconds since 1970 are coarser than the date's own seconds since 2001).
  static func secondsSince1970(exactlyRepresenting date: Date) -> Double? {
    let interval = date.timeIntervalSinceReferenceDate
    var seconds = interval + Date.timeIntervalBetween1970AndReferenceDate
    for _ in 0..<4 where seconds - Date.timeIntervalBetween1970AndReferenceDate != interval {
      seconds =
        seconds - Date.timeIntervalBetween1970AndReferenceDate < interval
        ? seconds.nextUp : seconds.nextDown
    }
    return seconds - Date.timeIntervalBetween1970AndReferenceDate == interval ? seconds : nil
  }

  /// The text of a date in the action syntax: an ISO 8601 string if one reproduces the date
  /// exactly, else seconds since 1970 if they do, else the ISO 8601 string nearest to it.
  static func literal(_ date: Date) -> String {
    let iso = format(date)
    if let iso, iso.exact { return ActionRenderer.quoted(iso.text) }
    if let seconds = secondsSince1970(exactlyRepresenting: date) { return seconds.description }
    if let iso { return ActionRenderer.quoted(iso.text) }
    return (date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate)
      .description
  }

  /// The date `seconds` after 1970, the meaning of a number where a date is expected.
  static func date(secondsSince1970 seconds: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: seconds - Date.timeIntervalBetween1970AndReferenceDate)
  }

  private static func date(secondsSince1970 seconds: Int, fraction: Double) -> Date {
    let whole = Double(seconds - Int(Date.timeIntervalBetween1970AndReferenceDate))
    return Date(timeIntervalSinceReferenceDate: whole + fraction)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a number of days since 1970-01-01.
  private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func digit() -> Int? {
      guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
      else { return nil }
      index += 1
      return Int(bytes[index - 1] - UInt8(ascii: "0"))
    }

    mutating func number(digits: Int) -> Int? {
      var value = 0
      for _ in 0..<digits {
        guard let digit = digit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    mutating func sign() -> Int? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }
  }
}

extension Int {
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
