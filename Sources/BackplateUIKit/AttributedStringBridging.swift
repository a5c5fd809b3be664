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
        switch name {
        case UIKitKeys.FontAttribute.name: piece[UIKitKeys.FontAttribute.self] = value as? UIFont
        case UIKitKeys.ForegroundColorAttribute.name: piece[UIKitKeys.ForegroundColorAttribute.self] = value as? UIColor
        case UIKitKeys.BackgroundColorAttribute.name: piece[UIKitKeys.BackgroundColorAttribute.self] = value as? UIColor
        case UIKitKeys.UnderlineColorAttribute.name: piece[UIKitKeys.UnderlineColorAttribute.self] = value as? UIColor
        case UIKitKeys.StrikethroughColorAttribute.name: piece[UIKitKeys.StrikethroughColorAttribute.self] = value as? UIColor
        case UIKitKeys.KernAttribute.name: piece[UIKitKeys.KernAttribute.self] = StringDrawing.number(value)
        case UIKitKeys.TrackingAttribute.name: piece[UIKitKeys.TrackingAttribute.self] = StringDrawing.number(value)
        case UIKitKeys.BaselineOffsetAttribute.name: piece[UIKitKeys.BaselineOffsetAttribute.self] = StringDrawing.number(value)
        case UIKitKeys.UnderlineStyleAttribute.name: piece[UIKitKeys.UnderlineStyleAttribute.self] = lineStyle(value)
        case UIKitKeys.StrikethroughStyleAttribute.name: piece[UIKitKeys.StrikethroughStyleAttribute.self] = lineStyle(value)
        default: break
        }
    }

    private static func lineStyle(_ value: Any) -> NSUnderlineStyle? {
        if let v = value as? NSUnderlineStyle { return v }
        if let v = value as? Int { return NSUnderlineStyle(rawValue: v) }
        return (value as? NSNumber).map { NSUnderlineStyle(rawValue: $0.intValue) }
    }

    static func nsAttributedString(from attributed: AttributedString, uiKit: Bool) -> NSAttributedString {
        let result = NSMutableAttributedString()
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let link = run.link { attributes[.link] = link }
            if uiKit {
                if let v = run[UIKitKeys.FontAttribute.self] { attributes[.font] = v }
                if let v = run[UIKitKeys.ForegroundColorAttribute.self] { attributes[.foregroundColor] = v }
                if let v = run[UIKitKeys.BackgroundColorAttribute.self] { attributes[.backgroundColor] = v }
                if let v = run[UIKitKeys.UnderlineColorAttribute.self] { attributes[.underlineColor] = v }
                if let v = run[UIKitKeys.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = v }
                if let v = run[UIKitKeys.KernAttribute.self] { attributes[.kern] = v }
                if let v = run[UIKitKeys.TrackingAttribute.self] { attributes[.tracking] = v }
                if let v = run[UIKitKeys.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = v }
                if let v = run[UIKitKeys.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = v.rawValue }
                if let v = run[UIKitKeys.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = v.rawValue }
            }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        return result
    }
}
