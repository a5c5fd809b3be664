import BackplateCore
import BackplateDarwin
import Foundation

/// The links a text view draws: runs with a `.link` attribute, and with `.link` detection the
/// links `NSDataDetector` finds in its text (URLs, `www.` and domain names, email addresses).
enum UITextViewLinks {
    static func ranges(in text: NSAttributedString, detecting types: UIDataDetectorTypes) -> [NSRange] {
        let whole = NSRange(location: 0, length: (text.string as NSString).length)
        var found: [NSRange] = []
        text.enumerateAttribute(.link, in: whole, options: []) { value, range, _ in
            if value != nil { found.append(range) }
        }
        // Backplate's detector, not Foundation's (which finds nothing on Linux); 1 << 5 is `.link`.
        if types.contains(.link), let detector = try? BackplateDarwin.NSDataDetector(types: 1 << 5) {
            found += detector.matches(in: text.string, range: whole).map(\.range)
        }
        let unfound = types.subtracting(.link)
        if !unfound.isEmpty, text.length > 0 {
            RuntimeWarning.emit("UITextView: the data detectors \(names(unfound)) are not applied in a render (only links are found and drawn)")
        }
        return found
    }

    private static func names(_ types: UIDataDetectorTypes) -> String {
        let named: [(UIDataDetectorTypes, String)] = [(.phoneNumber, ".phoneNumber"), (.address, ".address"), (.calendarEvent, ".calendarEvent"),
                                                      (.shipmentTrackingNumber, ".shipmentTrackingNumber"), (.flightNumber, ".flightNumber"),
                                                      (.lookupSuggestion, ".lookupSuggestion"), (.money, ".money"), (.physicalValue, ".physicalValue")]
        let listed = named.filter { types.contains($0.0) }.map(\.1)
        return types.rawValue > 0x1FF ? "of .all but .link" : "[" + listed.joined(separator: ", ") + "]"
    }
}
