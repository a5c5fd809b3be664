import Foundation
import BackplateCore

// Linux's Foundation declares NSPredicate's format initializers but cannot run them (no
// key-value coding). These, declared in a module that imports Foundation, take their place
// wherever Core Data (or SwiftUI) is imported, as on iOS.

extension NSPredicate {
    /// A predicate from a format string and its arguments ("name == %@", "%K CONTAINS[cd] %@",
    /// AND/OR/NOT, comparisons, IN, BETWEEN, BEGINSWITH, ENDSWITH, LIKE, MATCHES, ANY/ALL),
    /// evaluated against objects' stored properties by reflection. A format it cannot read
    /// matches nothing, with a runtime warning naming it.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string whose arguments need not be `CVarArg` (a `Date`, a
    /// managed object), as iOS's bridging allows.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and an array of its arguments.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        if parsed == nil {
            RuntimeWarning.emit("NSPredicate(format: \"\(predicateFormat)\"): Backplate cannot read this format; it matches nothing")
        }
        self.init { object, _ in parsed?.evaluate(object) ?? false }
    }
}
