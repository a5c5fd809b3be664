import Foundation

/// One element VoiceOver visits on a rendered view: what it reads and where its frame is.
/// Backplate's addition (SwiftUI exposes its tree only to assistive technologies): read a
/// laid-out view's elements with `LayoutTree.accessibilityElements`, in VoiceOver's order.
public struct AccessibilityTreeElement: Hashable, Sendable, CustomStringConvertible {
    /// The label (a text's characters, a button's title, `accessibilityLabel`).
    public var label: String
    /// The value ("1"/"0" for a toggle, a slider's percentage, `accessibilityValue`).
    public var value: String
    /// The hint, read after a pause.
    public var hint: String
    /// The identifier UI tests use (never read aloud).
    public var identifier: String
    /// The Voice Control input labels.
    public var inputLabels: [String]
    /// The traits.
    public var traits: AccessibilityTraits
    /// A disclosure control's state: `true` expanded, `false` collapsed, `nil` for other elements.
    public var isExpanded: Bool?
    /// The element's place in a group VoiceOver numbers (a segment, a tab): "2 of 3".
    public var series: Series?
    /// The element's frame in the view's coordinates, in points, as drawn.
    public var frame: CGRect
    /// A heading's level (`accessibilityHeading(_:)`), `nil` when none was given.
    public var headingLevel: AccessibilityHeadingLevel?
    /// The names of the element's custom actions, in the order VoiceOver lists them (the
    /// modifier written last first; `accessibilityActions`' buttons last written first).
    public var customActions: [String]
    /// Whether the element handles VoiceOver's escape gesture (`accessibilityAction(.escape)`).
    public var handlesEscape: Bool
    /// Whether the element handles VoiceOver's magic tap (`accessibilityAction(.magicTap)`).
    public var handlesMagicTap: Bool
    /// The element's custom content (`accessibilityCustomContent`), in the order written.
    public var customContent: [CustomContent]
    /// The element's rotors (`accessibilityRotor`), in the order written, each with what
    /// VoiceOver reads at the places its entries reach.
    public var rotors: [Rotor] = []
    /// The element's actions of named categories (`accessibilityActions(category:_:)`); their
    /// names are also in `customActions`.
    public var actionCategories: [ActionCategory] = []
    /// Whether the element handles an assistive technology's scroll (`accessibilityScrollAction`).
    public var handlesScroll = false
    /// Whether the element handles an assistive technology's zoom (`accessibilityZoomAction`).
    public var handlesZoom = false
    /// A direct touch area's options (`accessibilityDirectTouch`; the element also has the
    /// `allowsDirectInteraction` trait), nil for other elements.
    public var directTouch: DirectTouch?
    /// The kind of text (`accessibilityTextContentType`: "sourceCode", "narrative"...), "" when not set.
    public var textContentType = ""
    /// How VoiceOver speaks the element's text (the `speech…` modifiers).
    public var speech = Speech()

    /// A rotor: its name ("Vegan Options", "Headings") and, per entry that reaches an element,
    /// that element's `spokenDescription` (or the text of the range it reaches).
    public struct Rotor: Hashable, Sendable {
        /// The rotor's name as VoiceOver shows it.
        public var name: String
        /// What VoiceOver reads at each entry, in the entries' order.
        public var results: [String]
        /// Creates a rotor.
        public init(name: String, results: [String]) {
            self.name = name
            self.results = results
        }
    }

    /// A named category of actions ("Edit") and its actions' names, last written first.
    public struct ActionCategory: Hashable, Sendable {
        /// The category's name.
        public var name: String
        /// The actions' names.
        public var actions: [String]
        /// Creates a category.
        public init(name: String, actions: [String]) {
            self.name = name
            self.actions = actions
        }
    }

    /// A direct touch area's options.
    public struct DirectTouch: Hashable, Sendable {
        /// VoiceOver stays silent when the area is touched (`.silentOnTouch`).
        public var silentOnTouch: Bool
        /// Touches pass through only after the area is activated (`.requiresActivation`).
        public var requiresActivation: Bool
        /// Creates a direct touch area's options.
        public init(silentOnTouch: Bool = false, requiresActivation: Bool = false) {
            self.silentOnTouch = silentOnTouch
            self.requiresActivation = requiresActivation
        }
    }

    /// How VoiceOver speaks an element's text; nil where no modifier set it.
    public struct Speech: Hashable, Sendable {
        /// Spells the text out letter by letter (`speechSpellsOutCharacters`).
        public var spellsOutCharacters: Bool?
        /// Speaks every punctuation mark (`speechAlwaysIncludesPunctuation`).
        public var alwaysIncludesPunctuation: Bool?
        /// The pitch change, -1...1 (`speechAdjustedPitch`).
        public var adjustedPitch: Double?
        /// Queues the announcement behind the current one (`speechAnnouncementsQueued`).
        public var announcementsQueued: Bool?
        /// Creates speech settings.
        public init(spellsOutCharacters: Bool? = nil, alwaysIncludesPunctuation: Bool? = nil, adjustedPitch: Double? = nil,
                    announcementsQueued: Bool? = nil) {
            self.spellsOutCharacters = spellsOutCharacters
            self.alwaysIncludesPunctuation = alwaysIncludesPunctuation
            self.adjustedPitch = adjustedPitch
            self.announcementsQueued = announcementsQueued
        }
    }

    /// A piece of custom content: VoiceOver reads "Label: Value" on request, at once when important.
    public struct CustomContent: Hashable, Sendable {
        /// The content's label ("Rating").
        public var label: String
        /// The content's value ("4.5 stars").
        public var value: String
        /// Whether VoiceOver reads it right after the element (`importance: .high`).
        public var isImportant: Bool
        /// Creates a piece of custom content.
        public init(label: String, value: String, isImportant: Bool = false) {
            self.label = label
            self.value = value
            self.isImportant = isImportant
        }
    }

    /// The place of an element among the elements of a numbered group, which VoiceOver reads
    /// after its traits ("Tab. 2 of 4.").
    public struct Series: Hashable, Sendable {
        /// The element's position, from 1.
        public var index: Int
        /// How many elements the group has.
        public var count: Int
        /// Creates a position: `index` (from 1) of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// Creates an element (to compare with the elements of a tree).
    public init(label: String, value: String = "", hint: String = "", identifier: String = "",
                inputLabels: [String] = [], traits: AccessibilityTraits = [], isExpanded: Bool? = nil,
                series: Series? = nil, headingLevel: AccessibilityHeadingLevel? = nil, customActions: [String] = [],
                handlesEscape: Bool = false, handlesMagicTap: Bool = false, customContent: [CustomContent] = [],
                frame: CGRect) {
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.inputLabels = inputLabels
        self.traits = traits
        self.isExpanded = isExpanded
        self.series = series
        self.headingLevel = headingLevel
        self.customActions = customActions
        self.handlesEscape = handlesEscape
        self.handlesMagicTap = handlesMagicTap
        self.customContent = customContent
        self.frame = frame
    }

    init(_ record: AccessibilityRecord) {
        let traits = AccessibilityTraits(rawValue: record.traits)
        self.init(label: record.label, value: record.value, hint: record.hint, identifier: record.identifier,
                  inputLabels: record.inputLabels, traits: traits, isExpanded: record.isExpanded,
                  series: record.seriesCount > 0 ? Series(index: record.seriesIndex, count: record.seriesCount) : nil,
                  // A level means something on a heading only (a header trait removed drops it).
                  headingLevel: traits.contains(.isHeader) ? record.headingLevel.flatMap { AccessibilityHeadingLevel(rawValue: UInt($0)) } : nil,
                  customActions: record.customActions,
                  handlesEscape: record.standardActions & AccessibilityStandardActions.escape != 0,
                  handlesMagicTap: record.standardActions & AccessibilityStandardActions.magicTap != 0,
                  customContent: record.customContent.map { CustomContent(label: $0.label, value: $0.value ?? "", isImportant: $0.isImportant) },
                  frame: record.frame)
        actionCategories = record.actionCategories.map { ActionCategory(name: $0.name, actions: $0.actions) }
        handlesScroll = record.standardActions & AccessibilityStandardActions.scroll != 0
        handlesZoom = record.standardActions & AccessibilityStandardActions.zoom != 0
        if traits.contains(.allowsDirectInteraction) {
            let options = AccessibilityDirectTouchOptions(rawValue: record.directTouchOptions)
            directTouch = DirectTouch(silentOnTouch: options.contains(.silentOnTouch), requiresActivation: options.contains(.requiresActivation))
        }
        textContentType = record.textContentType
        let s = record.speech
        speech = Speech(spellsOutCharacters: s.spellsOutCharacters, alwaysIncludesPunctuation: s.alwaysIncludesPunctuation,
                        adjustedPitch: s.adjustedPitch, announcementsQueued: s.announcementsQueued)
    }

    /// The elements of `records` (in reading order), their rotors' entries read as the
    /// elements they reach say them.
    static func elements(_ records: [AccessibilityRecord]) -> [AccessibilityTreeElement] {
        var elements = records.map(AccessibilityTreeElement.init)
        for i in records.indices where !records[i].rotors.isEmpty {
            elements[i].rotors = records[i].rotors.map { rotor in
                Rotor(name: rotor.name, results: rotor.results.map { result in
                    switch result {
                    case .element(let k): return elements[k].spokenDescription
                    case .text(let text): return text
                    }
                })
            }
        }
        return elements
    }

    /// The traits' names, in a fixed order (`button`, `header`, `image`...).
    public var traitNames: [String] {
        Self.traitNames.compactMap { traits.contains($0.0) ? $0.1 : nil }
    }

    private static let traitNames: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isStaticText, "staticText"), (.isImage, "image"), (.isSearchField, "searchField"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"),
        (.isToggle, "toggle"), (.isSummaryElement, "summaryElement"), (.adjustable, "adjustable"),
        (.notEnabled, "notEnabled"), (.tabBarItem, "tab"), (.textEntry, "textEntry"), (.secureTextField, "secureTextField"),
        (.textArea, "textArea"), (.backButton, "backButton"), (.popUpButton, "popUpButton"),
    ]

    /// One line: the label, value, traits, heading level (`heading=2`), expanded state, series
    /// position, hint, identifier, input labels, custom actions (`actions=[...]`, then `escape`
    /// and `magicTap`), custom content (`content=["Label: Value" high, ...]`), action categories
    /// (`categories=["Edit": ["Copy"]]`), `scroll`, `zoom`, direct touch options
    /// (`directTouch=[silentOnTouch]`), rotors (`rotors=["Name": ["result", ...]]`), the text
    /// content type (`textType=sourceCode`), speech settings (`speech=[spellsOut, pitch=0.5]`) and
    /// frame (x, y, width, height).
    public var description: String {
        var line = Self.quoted(label)
        if !value.isEmpty { line += " value=" + Self.quoted(value) }
        if !traitNames.isEmpty { line += " traits=[" + traitNames.joined(separator: ", ") + "]" }
        if let headingLevel, headingLevel != .unspecified { line += " heading=\(headingLevel.rawValue)" }
        if let isExpanded { line += isExpanded ? " expanded" : " collapsed" }
        if let series { line += " series=\(series.index)/\(series.count)" }
        if !hint.isEmpty { line += " hint=" + Self.quoted(hint) }
        if !identifier.isEmpty { line += " id=" + Self.quoted(identifier) }
        if !inputLabels.isEmpty { line += " inputLabels=[" + inputLabels.map(Self.quoted).joined(separator: ", ") + "]" }
        if !customActions.isEmpty { line += " actions=[" + customActions.map(Self.quoted).joined(separator: ", ") + "]" }
        if handlesEscape { line += " escape" }
        if handlesMagicTap { line += " magicTap" }
        if !customContent.isEmpty {
            let items = customContent.map { Self.quoted($0.spoken) + ($0.isImportant ? " high" : "") }
            line += " content=[" + items.joined(separator: ", ") + "]"
        }
        if !actionCategories.isEmpty {
            let items = actionCategories.map { Self.quoted($0.name) + ": [" + $0.actions.map(Self.quoted).joined(separator: ", ") + "]" }
            line += " categories=[" + items.joined(separator: ", ") + "]"
        }
        if handlesScroll { line += " scroll" }
        if handlesZoom { line += " zoom" }
        if let directTouch {
            let options = [directTouch.silentOnTouch ? "silentOnTouch" : nil, directTouch.requiresActivation ? "requiresActivation" : nil]
            line += " directTouch=[" + options.compactMap { $0 }.joined(separator: ", ") + "]"
        }
        if !rotors.isEmpty {
            let items = rotors.map { Self.quoted($0.name) + ": [" + $0.results.map(Self.quoted).joined(separator: ", ") + "]" }
            line += " rotors=[" + items.joined(separator: ", ") + "]"
        }
        if !textContentType.isEmpty { line += " textType=" + textContentType }
        if !speech.words.isEmpty { line += " speech=[" + speech.words.joined(separator: ", ") + "]" }
        return line + " frame=" + formatRect(frame)
    }

    private static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

extension AccessibilityTreeElement.Speech {
    /// The settings as the tree line lists them: `spellsOut`, `punctuation`, `pitch=0.5`,
    /// `queued` (a setting turned off by a modifier prints with `no`: `noSpellsOut`).
    var words: [String] {
        func flag(_ value: Bool?, _ word: String) -> String? {
            value.map { $0 ? word : "no" + word.prefix(1).uppercased() + word.dropFirst() }
        }
        return [flag(spellsOutCharacters, "spellsOut"), flag(alwaysIncludesPunctuation, "punctuation"),
                adjustedPitch.map { "pitch=" + formatLength(CGFloat($0)) }, flag(announcementsQueued, "queued")].compactMap { $0 }
    }
}

extension AccessibilityTreeElement.CustomContent {
    /// What VoiceOver reads for it: "Label: Value" (the label alone without a value).
    public var spoken: String { value.isEmpty ? label : label + ": " + value }
}

extension LayoutTree {
    /// The accessibility elements VoiceOver would visit, in its reading order: rows top to
    /// bottom, each leading to trailing, a higher `accessibilitySortPriority` first within its
    /// container. Built from the laid-out tree (frames as drawn); see docs/accessibility.md.
    public var accessibilityElements: [AccessibilityTreeElement] {
        AccessibilityTreeElement.elements(AccessibilityTreeBuilder.elements(of: root, rightToLeft: environment.layoutDirection == .rightToLeft))
    }

    /// One line per accessibility element, numbered in reading order (empty tree: a line saying so).
    public var accessibilityDescription: String {
        let elements = accessibilityElements
        guard !elements.isEmpty else { return "(no accessibility elements)\n" }
        return elements.enumerated().map { "\($0.offset + 1). \($0.element)\n" }.joined()
    }
}
