import Foundation

/// Who may load a representation an item provider registers (Foundation's
/// `NSItemProviderRepresentationVisibility`). Linux has one process and no teams, so every
/// visibility loads the same.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same app group.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// A class whose instances an item provider can hand out (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the object can be written as, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// A class an item provider can load objects of (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class reads, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
}

/// Data or objects handed between processes by drag and drop, the pasteboard or a share sheet
/// (Foundation's `NSItemProvider`, which Linux's Foundation lacks).
///
/// Backplate keeps the registrations in memory and loads them synchronously: the completion
/// handler runs before the load call returns. A still render never drags or drops, so
/// `onDrag`'s and `onDrop`'s providers are never asked for anything.
open class NSItemProvider: NSObject {
    private struct Registration {
        let typeIdentifier: String
        let object: AnyObject?
        let loadData: (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    }
    private var registrations: [Registration] = []

    /// A file name to suggest when the item is saved.
    open var suggestedName: String?

    /// Creates an empty item provider.
    public override init() { super.init() }

    /// Creates an item provider that hands out `object` as each of its writable types.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Creates an item provider for a file's contents, typed by its extension; `nil` when
    /// `fileURL` is `nil` or names no readable file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        register(type.identifier, object: fileURL as NSURL) { done in
            do { done(try Data(contentsOf: fileURL), nil) } catch { done(nil, error) }
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers registered, in registration order.
    open var registeredTypeIdentifiers: [String] { registrations.map(\.typeIdentifier) }

    /// Whether a registered type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registrations.contains { Self.identifier($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    /// Registers `object` under each of its class's writable type identifiers.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            register(identifier, object: object) { done in done(Self.data(of: object), nil); return nil }
        }
    }

    /// Registers data of `typeIdentifier` that `loadHandler` produces when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        register(typeIdentifier, object: nil, loadData: loadHandler)
    }

    /// Registers data of `contentType` that `loadHandler` produces when asked.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        register(contentType.identifier, object: nil, loadData: loadHandler)
    }

    /// Whether an object registered here is an instance of `aClass`.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        registrations.contains { $0.object.map { type(of: $0) == aClass } ?? false }
    }

    /// Hands the first registered instance of `aClass` to `completionHandler` (or an error
    /// when there is none), before returning.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let found = registrations.lazy.compactMap { $0.object as? any NSItemProviderReading }.first { type(of: $0) == aClass }
        completionHandler(found, found == nil ? Self.cannotLoad(String(describing: aClass)) : nil)
        return Self.finished()
    }

    /// Loads the data registered for the first type conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        guard let r = registrations.first(where: { Self.identifier($0.typeIdentifier, conformsTo: typeIdentifier) }) else {
            completionHandler(nil, Self.cannotLoad(typeIdentifier))
            return Self.finished()
        }
        return r.loadData(completionHandler) ?? Self.finished()
    }

    /// Loads the data registered for the first type conforming to `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    private func register(_ identifier: String, object: AnyObject?,
                          loadData: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        registrations.append(Registration(typeIdentifier: identifier, object: object, loadData: loadData))
    }

    private static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        if identifier == other { return true }
        guard let a = UTType(identifier), let b = UTType(other) else { return false }
        return a.conforms(to: b)
    }

    private static func data(of object: AnyObject) -> Data? {
        if let s = object as? NSString { return String(describing: s).data(using: .utf8) }
        if let u = object as? NSURL { return Data(u.absoluteString.utf8) }
        return nil
    }

    private static func cannotLoad(_ what: String) -> any Error {
        NSError(domain: NSCocoaErrorDomain, code: 260, userInfo: [NSLocalizedDescriptionKey: "No item of type \(what) is registered."])
    }

    private static func finished() -> Progress {
        let p = Progress(totalUnitCount: 1)
        p.completedUnitCount = 1
        return p
    }
}
