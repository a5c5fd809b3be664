import BackplateCore
import Foundation

/// How a value appears in Shortcuts, Siri and widget configuration: a title, a subtitle and
/// an image. A render shows it where a view asks for it (for example `Text(entity.displayRepresentation.title)`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The value's name.
    public var title: LocalizedStringResource
    /// A second line.
    public var subtitle: LocalizedStringResource?
    /// An image beside it.
    public var image: Image?
    /// Other names it is known by.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a title and optional subtitle and image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        synonyms = []
    }

    /// A representation with synonyms.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource]) {
        self.init(title: title, subtitle: subtitle, image: image)
        self.synonyms = synonyms
    }

    /// A representation titled by a string literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation titled by an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }

    /// The image of a display representation: an SF Symbol, an asset or data.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol's name, if it is one.
        public var systemName: String?
        /// The asset's name, if it is one.
        public var name: String?
        /// The image's encoded bytes, if given so.
        public var data: Data?
        /// Whether the image is drawn as a template (tinted).
        public var isTemplate: Bool

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = true) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }
        /// An image from the app's asset catalog.
        public init(named name: String, isTemplate: Bool = false) {
            self.name = name
            self.isTemplate = isTemplate
        }
        /// An image from encoded bytes.
        public init(data: Data, isTemplate: Bool = false) {
            self.data = data
            self.isTemplate = isTemplate
        }
    }
}

/// How a type is named in Shortcuts ("Character", "Workout").
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of values reads ("\(placeholder: .int) characters").
    public var numericFormat: LocalizedStringResource?

    /// A representation with a name and an optional numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    /// A representation named by a string literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    /// A representation named by an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// A type with a name for itself.
public protocol TypeDisplayRepresentable {
    /// The type's name in Shortcuts.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value with a representation of its own.
public protocol InstanceDisplayRepresentable {
    /// How this value appears.
    var displayRepresentation: DisplayRepresentation { get }
}

/// A type and its values, each with a representation.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a fixed set of values, each with a representation.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// Each value's representation.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    /// The value's title, from `caseDisplayRepresentations` (the case's name when missing).
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: String(describing: self))
    }
}

/// A type with a fixed set of values and a name.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
