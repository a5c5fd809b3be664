import Foundation
import BackplateCore

/// Makes an app's subclass of a reusable UIKit view (a cell, a header) that a table or
/// collection view would create with `init(frame:)` or `init(style:reuseIdentifier:)`: with the
/// factory `backplate preview` registered for it (`ReusableViewFactories`), else, as Swift
/// cannot call those initializers through a metatype (they are not `required`), with the
/// subclass's `required init?(coder:)`, given a keyed unarchiver of an empty archive (every
/// decode answers nil), and a runtime warning naming the class and what that skips.
@MainActor package enum ReusableViewMaking {
    static func make<View: UIView>(_ type: View.Type, identifier: String? = nil, for owner: String) -> View? {
        if let made = ReusableViewFactories.make(type, identifier: identifier) as? View { return made }
        RuntimeWarning.emit("\(owner): \(String(reflecting: type)) is made with init(coder:), as Swift cannot call a "
                            + "subclass's other initializers through its type: set-up only they do is skipped, "
                            + "and an init(coder:) that stops the program (fatalError) stops it here")
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return nil }
        coder.requiresSecureCoding = false
        defer { coder.finishDecoding() }
        return type.init(coder: coder)
    }

    /// A view of the registered `viewClass`: `plain()` for UIKit's own `base` class, else the
    /// app's subclass made as `make(_:for:)` makes it, else `plain()` with a warning naming it.
    package static func make<View: UIView>(_ viewClass: AnyClass, base: View.Type, identifier: String, for owner: String,
                                   plain: () -> View) -> View {
        if viewClass == base { return plain() }
        if let type = viewClass as? View.Type, let made = make(type, identifier: identifier, for: owner) { return made }
        RuntimeWarning.emit("\(owner): cannot make a \(String(reflecting: viewClass)) for \"\(identifier)\" on Linux; "
                            + "a plain one stands in")
        return plain()
    }
}
