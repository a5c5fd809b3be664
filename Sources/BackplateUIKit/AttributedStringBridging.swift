import Foundation
import BackplateCore

// `AttributedString` ⇄ `NSAttributedString` (Foundation's conversions, which Linux's
// Foundation lacks): attributes move by their key names ("NSFont" ⇄ `uiKit.font`, "NSLink" ⇄
// `link`). Scopes known here: Foundation's, UIKit's and SwiftUI's (which holds the other two);
// another scope converts Foundation's attributes only.

extension AttributedString {
    /// `nsStr`'s characters with its UIKit and Foundation attributes.
    public init(_ nsStr: NSAttributedString) {
        self = AttributedStringBridge.attributedString(from: nsStr, uiKit: true)
    }

    /// `nsStr`'s characters with the attributes `scope` holds; others are dropped.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self = AttributedStringBridge.attributedString(from: nsStr, uiKit: AttributedStringBridge.includesUIKit(S.self))
    }

    /// `nsStr`'s characters with the attributes `scope` holds.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self = AttributedStringBridge.attributedString(from: nsStr, uiKit: AttributedStringBridge.includesUIKit(S.self))
    }
}

extension NSAttributedString {
    /// `attrStr`'s characters with its UIKit and Foundation attributes under their
    /// `NSAttributedString.Key` names (SwiftUI's own attributes have none and are dropped).
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: AttributedStringBridge.nsAttributedString(from: attrStr, uiKit: true))
    }

    /// `attrStr`'s characters with the attributes of `scope`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attributedString: AttributedStringBridge.nsAttributedString(from: attrStr, uiKit: AttributedStringBridge.includesUIKit(S.self)))
    }
}

/// The key-by-key moves between the two attributed string types.
enum AttributedStringBridge {
    typealias UIKitKeys = AttributeScopes.UIKitAttributes

    static func includesUIKit(_ scope: Any.Type) -> Bool {
        scope == UIKitKeys.self || scope == AttributeScopes.SwiftUIAttributes.self
    }

    static func attributedString(from ns: NSAttributedString, uiKit: Bool) -> AttributedString {
        var result = AttributedString()
        let text = ns.string as NSString
        ns.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var piece = AttributedString(text.substring(with: range))
            for (key, value) in attributes { set(key.rawValue, value, on: &piece, uiKit: uiKit) }
            result.append(piece)
        }
        return result
    }

    private static func set(_ name: String, _ value: Any, on piece: inout AttributedString, uiKit: Bool) {
        if name == NSAttributedString.Key.link.rawValue {
            piece.link = value as? URL ?? (value as? String).flatMap(URL.init(string:))
            return
        }
        guard uiKit else { return }
        uiKitMoves.first { $0.name == name }?.read(value, &piece)
    }

    /// One UIKit attribute: its key's name, how an `NSAttributedString` value becomes it, and
    /// how it becomes one again.
    private struct UIKitMove: Sendable {
        let name: String
        let read: @Sendable (Any, inout AttributedString) -> Void
        let write: @Sendable (AttributedString.Runs.Run, inout [NSAttributedString.Key: Any]) -> Void
    }

    private static func move<K: AttributedStringKey>(_ key: K.Type, from convert: @escaping @Sendable (Any) -> K.Value?,
                                                     to export: @escaping @Sendable (K.Value) -> Any = { $0 }) -> UIKitMove
        where K.Value: Sendable {
        UIKitMove(name: K.name,
                  read: { value, piece in piece[K.self] = convert(value) },
                  write: { run, attributes in
                      if let value = run[K.self] { attributes[NSAttributedString.Key(K.name)] = export(value) }
                  })
    }

    /// Every UIKit attribute the bridge moves, both ways.
    private static let uiKitMoves: [UIKitMove] = [
        move(UIKitKeys.FontAttribute.self, from: { $0 as? UIFont }),
        move(UIKitKeys.ForegroundColorAttribute.self, from: { $0 as? UIColor }),
        move(UIKitKeys.BackgroundColorAttribute.self, from: { $0 as? UIColor }),
        move(UIKitKeys.UnderlineColorAttribute.self, from: { $0 as? UIColor }),
        move(UIKitKeys.StrikethroughColorAttribute.self, from: { $0 as? UIColor }),
        move(UIKitKeys.KernAttribute.self, from: { StringDrawing.number($0) }),
        move(UIKitKeys.TrackingAttribute.self, from: { StringDrawing.number($0) }),
        move(UIKitKeys.BaselineOffsetAttribute.self, from: { StringDrawing.number($0) }),
        move(UIKitKeys.UnderlineStyleAttribute.self, from: lineStyle, to: { $0.rawValue }),
        move(UIKitKeys.StrikethroughStyleAttribute.self, from: lineStyle, to: { $0.rawValue }),
    ]

    @Sendable private static func lineStyle(_ value: Any) -> NSUnderlineStyle? {
        if let v = value as? NSUnderlineStyle { return v }
        if let v = value as? Int { return NSUnderlineStyle(rawValue: v) }
        return (value as? NSNumber).map { NSUnderlineStyle(rawValue: $0.intValue) }
    }

    static func nsAttributedString(from attributed: AttributedString, uiKit: Bool) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let link = run.link { attributes[.link] = link }
            if uiKit { for move in uiKitMoves { move.write(run, &attributes) } }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        return result
    }
}
