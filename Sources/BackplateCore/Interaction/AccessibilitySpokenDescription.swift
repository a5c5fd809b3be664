import Foundation

// What VoiceOver speaks for an element, in the words and order Cash App's AccessibilitySnapshot
// writes on an iOS simulator (its English strings): "Selected: Label: Value. Dimmed. Button.
// Heading. 2 of 3.", then the hint, to which VoiceOver adds its own for switches, text fields,
// adjustable elements and disclosure controls.
extension AccessibilityTreeElement {
    /// What VoiceOver says on reaching the element: the label and value ("Label: Value"; a
    /// switch's "1"/"0" read as "On."/"Off." after its traits), "Selected: " before them, then
    /// the traits ("Dimmed.", "Button.", "Pop up button.", "Back Button.", "Switch Button.", "Tab.", "Text
    /// Field.", "Heading.", "Link.", "Adjustable.", "Image.", "Search Field."), the expanded
    /// state and "2 of 3.".
    public var spokenDescription: String {
        let isSwitch = traits.contains(.isToggle)
        // A back button titled "Back" does not say it twice ("Back Button.").
        var spoken = traits.contains(.backButton) && label.lowercased() == "back" ? "" : label
        if !value.isEmpty && !isSwitch { spoken = spoken.isEmpty ? value : spoken + ": " + value }
        if traits.contains(.isSelected) { spoken = spoken.isEmpty ? "Selected." : "Selected: " + spoken }
        var kinds: [String] = []
        if traits.contains(.notEnabled) { kinds.append("Dimmed.") }
        if traits.contains(.isButton) && !isSwitch && !traits.contains(.tabBarItem) && !traits.contains(.isKeyboardKey)
            && !traits.contains(.backButton) && !traits.contains(.popUpButton) {
            kinds.append("Button.")
        }
        if traits.contains(.popUpButton) { kinds.append("Pop up button.") }
        if traits.contains(.backButton) { kinds.append("Back Button.") }
        if isSwitch {
            if traits.contains(.isButton) { kinds.append("Switch Button.") }
            switch value {
            case "1": kinds.append("On.")
            case "0": kinds.append("Off.")
            case "2": kinds.append("Mixed.")
            case "": break
            default: kinds.append(value)
            }
        }
        if traits.contains(.tabBarItem) { kinds.append("Tab.") }
        if traits.contains(.textEntry) { kinds.append(traits.contains(.secureTextField) ? "Secure Text Field." : "Text Field.") }
        if traits.contains(.isHeader) {
            // Apple: "The system speaks the level number of levels h1 through h6 alongside the text."
            if let headingLevel, headingLevel != .unspecified { kinds.append("Heading level \(headingLevel.rawValue).") } else { kinds.append("Heading.") }
        }
        if traits.contains(.isLink) { kinds.append("Link.") }
        if traits.contains(.adjustable) { kinds.append("Adjustable.") }
        if traits.contains(.isImage) { kinds.append("Image.") }
        if traits.contains(.isSearchField) { kinds.append("Search Field.") }
        if let isExpanded { kinds.append(isExpanded ? "Expanded." : "Collapsed.") }
        // With nothing else to say, VoiceOver reads the hint in the label's place.
        if spoken.isEmpty { spoken = hint }
        if !kinds.isEmpty {
            spoken = spoken.isEmpty ? kinds.joined(separator: " ")
                : spoken + (spoken.hasSuffix(".") ? " " : ". ") + kinds.joined(separator: " ")
        }
        if let series { spoken += " \(series.index) of \(series.count)." }
        return spoken
    }

    /// The hint VoiceOver reads after a pause: the element's own, followed by VoiceOver's for
    /// the kind of control ("Double tap to toggle setting.", "Double tap to edit.", "Swipe up
    /// or down with one finger to adjust the value.", "Double tap to expand."); none when dimmed.
    public var spokenHint: String {
        let isSwitch = traits.contains(.isToggle)
        let enabled = !traits.contains(.notEnabled)
        // A hint read in the label's place (nothing else to say) is not read again.
        var spoken = label.isEmpty && value.isEmpty && !traits.contains(.isSelected) ? "" : hint
        func appending(_ builtIn: String) -> String {
            guard !spoken.isEmpty else { return builtIn }
            return (spoken.hasSuffix(".") ? String(spoken.dropLast()) : spoken) + ". " + builtIn
        }
        if let isExpanded, spoken.isEmpty { spoken = isExpanded ? "Double tap to collapse." : "Double tap to expand." }
        if isSwitch && enabled { spoken = appending("Double tap to toggle setting.") }
        if traits.contains(.textEntry) && enabled {
            spoken = traits.contains(.textArea) ? "Double tap to edit., Use the rotor to access Misspelled Words" : "Double tap to edit."
        }
        let hintOnly = !hint.isEmpty && label.isEmpty && value.isEmpty
        if traits.contains(.adjustable) && enabled && !isSwitch && !hintOnly {
            spoken = appending("Swipe up or down with one finger to adjust the value.")
        }
        return spoken
    }
}
