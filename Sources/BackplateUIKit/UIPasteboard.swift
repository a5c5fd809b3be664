import Foundation
import BackplateCore

/// UIKit's pasteboard, as a stand-in: the general pasteboard keeps in memory what the process
/// copies (strings, URLs, images), empty at launch as a fresh simulator's is; nothing reaches
/// another app. A named pasteboard is its own store.
public final class UIPasteboard: Sendable {
    /// One item on the pasteboard.
    enum Item: Sendable { case string(String), url(URL), image(UIImage), data(String, Data) }
    private struct Contents: Sendable {
        var items: [Item] = []
        var changeCount = 0
    }
    private let contents = LockedState(Contents())

    /// The pasteboard's name.
    public let name: UIPasteboard.Name
    init(name: UIPasteboard.Name) { self.name = name }

    /// The system-wide pasteboard for copy and paste.
    public static let general = UIPasteboard(name: .general)
    private static let named = LockedState([String: UIPasteboard]())

    /// The app's pasteboard named `pasteboardName`, made when `create` is true.
    public static func withName(_ pasteboardName: UIPasteboard.Name, create: Bool) -> UIPasteboard? {
        if pasteboardName == .general { return general }
        return named.withLock { boards in
            if let board = boards[pasteboardName.rawValue] { return board }
            guard create else { return nil }
            let board = UIPasteboard(name: pasteboardName)
            boards[pasteboardName.rawValue] = board
            return board
        }
    }
    /// A new pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        withName(Name(rawValue: UUID().uuidString), create: true)!
    }

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// How many times the contents changed.
    public var changeCount: Int { contents.withLock { $0.changeCount } }
    /// How many items it holds.
    public var numberOfItems: Int { contents.withLock { $0.items.count } }

    private func read<T>(_ pick: (Item) -> T?) -> [T] { contents.withLock { $0.items }.compactMap(pick) }
    private func write(_ items: [Item]) {
        contents.withLock { contents in
            contents.items = items
            contents.changeCount += 1
        }
    }

    /// The first string, or `nil`; setting replaces every item.
    public var string: String? {
        get { strings?.first }
        set { write(newValue.map { [.string($0)] } ?? []) }
    }
    /// Every string, or `nil` when there is none; setting replaces every item.
    public var strings: [String]? {
        get {
            let found = read { if case .string(let s) = $0 { s } else { nil } }
            return found.isEmpty ? nil : found
        }
        set { write((newValue ?? []).map { .string($0) }) }
    }
    /// The first URL, or `nil`; setting replaces every item.
    public var url: URL? {
        get { urls?.first }
        set { write(newValue.map { [.url($0)] } ?? []) }
    }
    /// Every URL, or `nil` when there is none; setting replaces every item.
    public var urls: [URL]? {
        get {
            let found = read { if case .url(let u) = $0 { u } else { nil } }
            return found.isEmpty ? nil : found
        }
        set { write((newValue ?? []).map { .url($0) }) }
    }
    /// The first image, or `nil`; setting replaces every item.
    public var image: UIImage? {
        get { images?.first }
        set { write(newValue.map { [.image($0)] } ?? []) }
    }
    /// Every image, or `nil` when there is none; setting replaces every item.
    public var images: [UIImage]? {
        get {
            let found = read { if case .image(let i) = $0 { i } else { nil } }
            return found.isEmpty ? nil : found
        }
        set { write((newValue ?? []).map { .image($0) }) }
    }

    /// Whether there is a string (iOS 10; reading it does not notify the user).
    public var hasStrings: Bool { strings != nil }
    /// Whether there is a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether there is an image.
    public var hasImages: Bool { images != nil }

    /// The uniform type identifiers of the items ("public.utf8-plain-text" for a string,
    /// "public.url", "public.png", or the type data was set with), in order.
    public var types: [String] {
        read { item in
            switch item {
            case .string: "public.utf8-plain-text"
            case .url: "public.url"
            case .image: "public.png"
            case .data(let type, _): type
            }
        }
    }
    /// Whether an item has one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool { !Set(types).isDisjoint(with: pasteboardTypes) }

    /// Replaces every item by `data` of the type `pasteboardType` (an identifier such as "public.rtf").
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) { write([.data(pasteboardType, data)]) }

    /// Replaces every item by `value` (a string, URL or data) of `pasteboardType`; other values
    /// are not kept.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        switch value {
        case let string as String: write([pasteboardType == "public.utf8-plain-text" ? .string(string) : .data(pasteboardType, Data(string.utf8))])
        case let url as URL: write([.url(url)])
        case let data as Data: write([.data(pasteboardType, data)])
        default: break
        }
    }

    /// The first item's bytes of `pasteboardType`: data set with that type, a string as UTF-8
    /// for "public.utf8-plain-text", a URL's string for "public.url", an image's PNG for "public.png".
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        read { item -> Data? in
            switch item {
            case .data(let type, let data): type == pasteboardType ? data : nil
            case .string(let s): pasteboardType == "public.utf8-plain-text" ? Data(s.utf8) : nil
            case .url(let u): pasteboardType == "public.url" ? Data(u.absoluteString.utf8) : nil
            case .image(let image): pasteboardType == "public.png" ? image.pngData() : nil
            }
        }.first
    }
}
