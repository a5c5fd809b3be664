import Foundation
@_exported import UniformTypeIdentifiers

/// A type that describes how its values are exported and imported for sharing, drag and drop
/// and copy and paste (CoreTransferable's protocol, which SwiftUI re-exports).
///
/// Conform by composing representations in ``transferRepresentation``:
///
///     extension Note: Transferable {
///         static var transferRepresentation: some TransferRepresentation {
///             CodableRepresentation(contentType: .json)
///             ProxyRepresentation(exporting: \.title)
///         }
///     }
///
/// A still render never shares, drags or pastes, but the conversions are real:
/// ``exported(as:)`` and ``init(importing:contentType:)`` run the first representation that
/// handles the content type, so transfer code can be tested on Linux. Unlike Apple's protocol,
/// Backplate's does not refine `Sendable` (its `Image` is not `Sendable`).
public protocol Transferable {
    /// The type of ``transferRepresentation``, inferred from it.
    associatedtype Representation: TransferRepresentation
    /// The representations that export and import the type's values, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to export and import values of a `Transferable` type: ``DataRepresentation``,
/// ``FileRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``, or a custom
/// type composing them in ``body``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable
    /// The representation this one is made of (`Never` for the built-in representations).
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Why a transfer could not be made.
public enum TransferError: Error, Equatable, CustomStringConvertible {
    /// No representation exports or imports the content type.
    case unsupportedContentType(UTType?)
    /// The representation cannot run in a headless render (an image has no pixels until drawn).
    case unavailableInRender(String)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .unsupportedContentType(let type): "no transfer representation handles \(type?.identifier ?? "any content type")"
        case .unavailableInRender(let what): "\(what) cannot be transferred in a headless render"
        }
    }
}

extension Never: Transferable {
    /// `Never` has no values to transfer.
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

extension Never: TransferRepresentation {
    /// `Never` transfers nothing.
    public typealias Item = Never
}

extension TransferRepresentation where Body == Never {
    /// The built-in representations are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Transferable {
    /// The value's data in `contentType`, or in the first exportable representation's type when
    /// `contentType` is `nil`. Throws ``TransferError/unsupportedContentType(_:)`` when no
    /// representation exports that type.
    public func exported(as contentType: UTType?) async throws -> Data {
        for exporter in TransferPlan.steps(of: Self.transferRepresentation, for: Self.self) {
            if let data = try await exporter.export(self, contentType) { return data }
        }
        throw TransferError.unsupportedContentType(contentType)
    }

    /// A value made from `data` by the first representation that imports `contentType` (any
    /// importing representation when `nil`). Throws when none does.
    public init(importing data: Data, contentType: UTType?) async throws {
        for step in TransferPlan.steps(of: Self.transferRepresentation, for: Self.self) {
            if let value = try await step.importValue(data, contentType) {
                self = value
                return
            }
        }
        throw TransferError.unsupportedContentType(contentType)
    }
}

extension String: Transferable {
    /// Plain text in UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
        DataRepresentation(contentType: .plainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
    }
}

extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    /// The URL's absolute string, as `public.url`.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.unsupportedContentType(.url) }
            return url
        }
    }
}

extension AttributedString: Transferable {
    /// The characters as plain text (formatting is not transferred).
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension Image: Transferable {
    /// An image: exporting throws ``TransferError/unavailableInRender(_:)``, since an `Image`
    /// has no pixels until a renderer draws it (render it with `ImageRenderer` instead).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .image) { _ in throw TransferError.unavailableInRender("an Image") }
    }
}
