import Foundation
import Testing

@testable import ActionText

@Suite struct DateAndUUIDTextTests {
  @Test func parsesISO8601Dates() {
    let noon = Date(timeIntervalSince1970: 1_706_702_400)
    #expect(DateText.parse("2024-01-31T12:00:00Z") == noon)
    #expect(DateText.parse("2024-01-31t12:00:00z") == noon)
    #expect(DateText.parse("2024-01-31 12:00:00Z") == noon)
    #expect(DateText.parse("2024-01-31T13:30:00+01:30") == noon)
    #expect(DateText.parse("2024-01-31T10:00:00-0200") == noon)
    #expect(DateText.parse("2024-01-31T12:00Z") == noon)
    #expect(DateText.parse("2024-01-31T12:00:00.5Z") == noon.addingTimeInterval(0.5))
    #expect(DateText.parse("2024-02-29") == Date(timeIntervalSince1970: 1_709_164_800))
    #expect(DateText.parse("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
    #expect(DateText.parse("1900-03-01T00:00:00Z") == Date(timeIntervalSince1970: -2_203_891_200))
  }

  @Test func refusesWhatIsNotADate() {
    for text in [
      "", "2024", "2024-1-31", "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10",
      "2024-01-31T24:00:00Z", "2024-01-31T12:60:00Z", "2024-01-31T12:00:60Z", "2024-01-31T12:00:00",
      "2024-01-31T12:00:00.Z", "2024-01-31T12:00:00.1234567890Z", "2024-01-31T12:00:00Zx",
      "yesterday",
    ] {
      #expect(DateText.parse(text) == nil, "\(text)")
    }
  }

  @Test func formatsDatesWithTheFewestExactFractionDigits() {
    #expect(
      DateText.format(Date(timeIntervalSince1970: 1_706_702_400))?.text == "2024-01-31T12:00:00Z")
    #expect(
      DateText.format(Date(timeIntervalSince1970: 1_706_702_400.25))?.text
        == "2024-01-31T12:00:00.250Z")
    #expect(DateText.format(Date(timeIntervalSince1970: -0.5))?.text == "1969-12-31T23:59:59.500Z")
    #expect(
      DateText.format(Date(timeIntervalSinceReferenceDate: 0.000_1))?.text
        == "2001-01-01T00:00:00.000100Z")
    #expect(DateText.format(Date(timeIntervalSinceReferenceDate: 1e12)) == nil)
    #expect(DateText.format(Date.distantFuture)?.text == "4001-01-01T00:00:00Z")
  }

  @Test func parsesUUIDs() {
    let uuid = UUID(uuidString: "DEADBEEF-0123-4567-89AB-CDEFDEADBEEF")!
    #expect(UUIDText.parse("DEADBEEF-0123-4567-89AB-CDEFDEADBEEF") == uuid)
    #expect(UUIDText.parse("deadbeef-0123-4567-89ab-cdefdeadbeef") == uuid)
    for text in [
      "", "DEADBEEF", "DEADBEEF-0123-4567-89AB-CDEFDEADBEE",
      "DEADBEEF-0123-4567-89AB-CDEFDEADBEEF0",
      "DEADBEEF0123-4567-89AB-CDEFDEADBEEF0", "DEADBEEF-0123-4567-89AB-CDEFDEADBEEG",
      "DEADBEEF-0123-4567-89AB-CDEFDEADBEé",
    ] {
      #expect(UUIDText.parse(text) == nil, "\(text)")
    }
  }
}
