import Foundation

/// Where a rotor entry leads: the view marked `accessibilityRotorEntry(id:in:)` with the same
/// identifier and namespace (a `Namespace.ID`), or (no namespace) the view given that
/// identifier with `.id(_:)`. Not Sendable: identifiers are any hashable values.
package struct AccessibilityRotorTarget: Hashable {
    let id: AnyHashable
    let namespace: AnyHashable?
}

/// One entry of a rotor as written: a target view, a range of the rotor's own element's text, or both.
package struct AccessibilityRotorEntryRecord: Equatable {
    var target: AccessibilityRotorTarget?
    var textRange: Range<String.Index>?
}

/// A rotor as written (`accessibilityRotor`): its name and its entries, built only when the
/// tree is (the closure runs once per tree pass, as VoiceOver runs it when asked).
struct AccessibilityRotorSource {
    var name: String
    var entries: () -> [AccessibilityRotorEntryRecord]
}

/// A rotor on an element: its name as VoiceOver shows it, its entries as written and, after the
/// pass, what each entry reaches (an element's index in reading order, or a piece of text).
package struct AccessibilityRotorRecord: Equatable {
    /// A resolved entry.
    package enum Result: Equatable, Sendable {
        case element(Int)
        case text(String)
    }

    package var name: String
    var entries: [AccessibilityRotorEntryRecord]
    package var results: [Result] = []
}

extension AccessibilityRotorRecord {
    /// Resolves every rotor's entries against `records` (in reading order): an entry with a
    /// target reaches the first element carrying it (the range of its text when given), an
    /// entry with only a range reaches that range of the rotor's own element; an entry whose
    /// target is not in the tree (or whose range is not in the text) reaches nothing.
    static func resolve(_ records: inout [AccessibilityRecord]) {
        guard records.contains(where: { !$0.rotors.isEmpty }) else { return }
        var index: [AccessibilityRotorTarget: Int] = [:]
        for (i, record) in records.enumerated() { for t in record.rotorTargets where index[t] == nil { index[t] = i } }
        for i in records.indices {
            for j in records[i].rotors.indices {
                records[i].rotors[j].results = records[i].rotors[j].entries.compactMap { entry -> Result? in
                    let element = entry.target.map { index[$0] } ?? i
                    guard let element else { return nil }
                    guard let range = entry.textRange else { return entry.target == nil ? nil : .element(element) }
                    return text(records[element].label, range).map(Result.text)
                }
            }
        }
    }

    /// `range` of `label`, nil when it does not lie within the string.
    private static func text(_ label: String, _ range: Range<String.Index>) -> String? {
        guard range.lowerBound >= label.startIndex, range.upperBound <= label.endIndex else { return nil }
        return String(label[range])
    }
}

/// Actions of a named category (`accessibilityActions(category:_:)`, iOS 18): views, resolved
/// but never drawn, whose elements name one action each.
struct AccessibilityActionCategorySource {
    var name: String
    var views: [ViewNode]
}

/// A category's actions by name, in the order VoiceOver lists them.
package struct AccessibilityActionCategoryRecord: Equatable, Sendable {
    package var name: String
    package var actions: [String]

    /// `first`'s categories, then `second`'s; a category named twice keeps one place with
    /// its actions joined (SwiftUI combines equal categories).
    static func merged(_ first: [Self], _ second: [Self]) -> [Self] {
        var result = first
        for category in second {
            if let i = result.firstIndex(where: { $0.name == category.name }) { result[i].actions += category.actions } else { result.append(category) }
        }
        return result
    }
}

/// How VoiceOver speaks an element's text (the `speech…` modifiers); nil: not set.
package struct AccessibilitySpeechRecord: Equatable, Sendable {
    package var spellsOutCharacters: Bool?
    package var alwaysIncludesPunctuation: Bool?
    package var adjustedPitch: Double?
    package var announcementsQueued: Bool?

    /// These settings with `outer`'s over them (the modifier written last wins).
    func overridden(by outer: AccessibilitySpeechRecord) -> AccessibilitySpeechRecord {
        AccessibilitySpeechRecord(spellsOutCharacters: outer.spellsOutCharacters ?? spellsOutCharacters,
                                  alwaysIncludesPunctuation: outer.alwaysIncludesPunctuation ?? alwaysIncludesPunctuation,
                                  adjustedPitch: outer.adjustedPitch ?? adjustedPitch,
                                  announcementsQueued: outer.announcementsQueued ?? announcementsQueued)
    }
}
