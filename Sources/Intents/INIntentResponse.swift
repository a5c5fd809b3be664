import Foundation
import BackplateCore

/// SiriKit's base class of intent responses: each intent's response subclass adds its code.
/// The user activity is what SiriKit would hand the app on launch; a render launches nothing.
open class INIntentResponse: NSObject {
    /// The activity SiriKit would pass to the app if it launched it (`nil`: it makes its own).
    open var userActivity: NSUserActivity?

    /// A response with no user activity.
    public override init() { super.init() }
}
