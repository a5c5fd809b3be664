import Foundation

// Formatting that SwiftUI views show (Text(date, format:), .formatted()), printed with the
// process's current locale and with en_US, one `name<TAB>current<TAB>en_US` line each.
let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let enUS = Locale(identifier: "en_US")

func row(_ name: String, _ current: String, _ us: String) {
    print([name, current, us].joined(separator: "\t").replacingOccurrences(of: "\u{202F}", with: "\\u{202F}"))
}

func dateStyle(_ locale: Locale, _ d: Date.FormatStyle.DateStyle, _ t: Date.FormatStyle.TimeStyle) -> String {
    var style = Date.FormatStyle(date: d, time: t, locale: locale, calendar: utc)
    style.timeZone = TimeZone(identifier: "UTC")!
    return date.formatted(style)
}

row("date .abbreviated", dateStyle(.current, .abbreviated, .omitted), dateStyle(enUS, .abbreviated, .omitted))
row("date .numeric", dateStyle(.current, .numeric, .omitted), dateStyle(enUS, .numeric, .omitted))
row("date .long", dateStyle(.current, .long, .omitted), dateStyle(enUS, .long, .omitted))
row("time .shortened", dateStyle(.current, .omitted, .shortened), dateStyle(enUS, .omitted, .shortened))
row("1234.5.formatted()", 1234.5.formatted(.number.locale(.current)), 1234.5.formatted(.number.locale(enUS)))
row("12.5 .currency(USD)", 12.5.formatted(.currency(code: "USD").locale(.current)),
    12.5.formatted(.currency(code: "USD").locale(enUS)))
row("0.25 .percent", 0.25.formatted(.percent.locale(.current)), 0.25.formatted(.percent.locale(enUS)))
row("[a,b,c] .list(.and)", ["a", "b", "c"].formatted(.list(type: .and).locale(.current)),
    ["a", "b", "c"].formatted(.list(type: .and).locale(enUS)))
row("Locale.current.identifier", Locale.current.identifier, enUS.identifier)
