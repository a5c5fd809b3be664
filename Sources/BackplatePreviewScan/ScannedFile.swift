/// A preview found in a source file by parsing it (never by searching text).
public struct ScannedPreview: Sendable, Hashable, Codable {
    /// How it is declared.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `#Preview("Name") { ... }`.
        case macro
        /// A type conforming to `PreviewProvider`.
        case previewProvider
    }
    public var kind: Kind
    /// The file, as given (absolute path).
    public var path: String
    /// The first line of the declaration (1-based), where `#Preview` or the type starts.
    public var line: Int
    /// The last line of the declaration.
    public var endLine: Int
    /// The name given to `#Preview`, when it is a string literal.
    public var name: String?
    /// The provider's type name (`PreviewProvider` only).
    public var typeName: String?
    /// The traits written in the macro (`.sizeThatFitsLayout`...), as source text.
    public var traits: [String]

    public init(kind: Kind, path: String, line: Int, endLine: Int, name: String?, typeName: String?, traits: [String]) {
        self.kind = kind
        self.path = path
        self.line = line
        self.endLine = endLine
        self.name = name
        self.typeName = typeName
        self.traits = traits
    }
}

/// What the scanner learned about one file. Ranges are UTF-8 byte offsets into its text.
public struct ScannedFile: Sendable, Codable {
    /// A module name (in an import or a qualified name) and the Backplate module text standing in.
    public struct ModuleReplacement: Sendable, Hashable, Codable {
        public var range: Range<Int>
        public var module: String
        public init(range: Range<Int>, module: String) {
            self.range = range
            self.module = module
        }
    }
    /// A platform test in an `#if` condition and the value an iOS simulator build gives it.
    public struct ConditionReplacement: Sendable, Hashable, Codable {
        public var range: Range<Int>
        public var value: Bool
        public init(range: Range<Int>, value: Bool) {
            self.range = range
            self.value = value
        }
    }
    /// An expression and the source text that stands in for it.
    public struct TextReplacement: Sendable, Hashable, Codable {
        public var range: Range<Int>
        public var text: String
        public init(range: Range<Int>, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// A module named by an `import` outside every `#if` block, where its name starts.
    public struct ModuleImport: Sendable, Hashable, Codable {
        public var module: String
        public var line: Int
        public var column: Int
        public init(module: String, line: Int, column: Int) {
            self.module = module
            self.line = line
            self.column = column
        }
    }

    /// A name used in code, where it first appears (1-based line and column).
    public struct NameUse: Sendable, Hashable, Codable {
        public var name: String
        public var line: Int
        public var column: Int
        public init(name: String, line: Int, column: Int) {
            self.name = name
            self.line = line
            self.column = column
        }
    }

    /// A declaration marked `@NSManaged` in a hand-written Core Data class or extension, which
    /// needs the Objective-C runtime's accessors: the build blanks the attribute and inserts
    /// accessors (`ManagedDeclarationAccessors`) where the declaration ends.
    public struct ManagedDeclaration: Sendable, Hashable, Codable {
        /// The `@NSManaged` attribute.
        public var attributeRange: Range<Int>
        /// Where the accessors go: after a property's type or a method's signature.
        public var insertionOffset: Int
        /// The class or extended type the declaration is in (`TagEntity`).
        public var owner: String
        /// The property's or method's name (`icon`, `addToQuests`).
        public var name: String
        /// A property's declared type (`String?`); empty for a method.
        public var type: String
        /// A method's parameters: their labels (`_`, `at`), names and types.
        public var parameters: [Parameter]
        public init(attributeRange: Range<Int>, insertionOffset: Int, owner: String, name: String, type: String, parameters: [Parameter]) {
            self.attributeRange = attributeRange
            self.insertionOffset = insertionOffset
            self.owner = owner
            self.name = name
            self.type = type
            self.parameters = parameters
        }

        /// One parameter of an `@NSManaged` method.
        public struct Parameter: Sendable, Hashable, Codable {
            public var label: String
            public var name: String
            public var type: String
            public init(label: String, name: String, type: String) {
                self.label = label
                self.name = name
                self.type = type
            }
        }
    }

    /// A top-level class other files can name (not `private`, not generic) with a superclass.
    public struct DeclaredClass: Sendable, Hashable, Codable {
        public var name: String
        /// The first type of its inheritance clause, as written (`UITableViewCell`, `UIKit.UIView`).
        public var superclass: String
        /// The argument labels of each designated initializer it declares (`["style",
        /// "reuseIdentifier"]`, `["coder"]`); convenience initializers are left out.
        public var designatedInitializers: [[String]]
        public init(name: String, superclass: String, designatedInitializers: [[String]]) {
            self.name = name
            self.superclass = superclass
            self.designatedInitializers = designatedInitializers
        }
    }

    public var path: String
    public var previews: [ScannedPreview]
    /// Byte ranges of the attributes blanked (keeping every line and column) in the copy that
    /// is compiled: `@main`, as the preview program has its own entry point, and Objective-C's
    /// (`@objc`, `@objcMembers`, `@IBAction`, `@IBOutlet`), which Swift on Linux rejects.
    public var blankedAttributeRanges: [Range<Int>] = []
    /// The module names in `import SwiftUI` / `import UIKit` declarations and in names
    /// qualified by them (`SwiftUI.Animation`), with the Backplate module standing in.
    public var importReplacements: [ModuleReplacement] = []
    /// The byte range of each `#Preview` (to drop one preview whose body does not compile).
    public var previewByteRanges: [Range<Int>] = []
    /// `os(...)` and `targetEnvironment(...)` tests in `#if` conditions, with the value an iOS
    /// simulator build gives them (`os(iOS)` true, `os(Linux)` false).
    public var conditionReplacements: [ConditionReplacement] = []
    /// Objective-C syntax with the Swift that stands in for it: `#selector(...)` as
    /// `Selector("...")`, `#keyPath(...)` as its string.
    public var objectiveCReplacements: [TextReplacement] = []
    /// `Locale.current` and `Locale.autoupdatingCurrent` with the locale of an iOS simulator set
    /// to US English (`PreviewScanRules.simulatorLocale`): Foundation on Linux says `en_001`.
    /// Also `Calendar.current`, bare formatters (`DateFormatter()`) and format styles given to
    /// `formatted(_:)` without a locale, each set to that locale (empty ranges insert).
    public var localeReplacements: [TextReplacement] = []
    /// Calls whose `@Sendable` closure Apple's SDK passes through a `@preconcurrency` (or
    /// Objective-C) declaration and Linux's does not, renamed to Backplate's `@preconcurrency`
    /// twins (`PreviewScanRules.preconcurrencyTwins`): a Swift 5 file's main-actor use inside
    /// the closure is then a warning, as on iOS, instead of an error.
    public var preconcurrencyReplacements: [TextReplacement] = []
    /// The `import`s every preview build compiles (outside `#if`, or in a clause surely active
    /// there: `#if DEBUG`, `#if os(iOS)`): a missing module stops the compile.
    public var unconditionalImports: [ModuleImport] = []
    /// `@NSManaged` properties and methods, which Linux has no runtime to implement.
    public var managedDeclarations: [ManagedDeclaration] = []
    /// The capitalised names the file declares as types (after `class`, `struct`, `enum`,
    /// `protocol`, `actor` or `typealias`; nested ones too).
    public var declaredTypeNames: [String] = []
    /// The other capitalised names it uses in code (never in comments or string text), each
    /// once, where it first appears: the types it may need from other files.
    public var namedTypeNames: [NameUse] = []
    /// The top-level classes with a superclass, for the factories of reusable views
    /// (`PreviewReusableViews`).
    public var classes: [DeclaredClass] = []

    public init(path: String, previews: [ScannedPreview] = []) {
        self.path = path
        self.previews = previews
    }
}
