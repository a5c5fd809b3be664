import BackplateCore
import Foundation

/// What an intent's `perform()` returns: nothing, a value, a dialog, a view or an intent to
/// open. A render never performs an intent, so results are only built, never shown.
public protocol IntentResult: Sendable {}

/// A result that carries a value of `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result that carries a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent afterwards.
public protocol OpensIntent: IntentResult {}

/// The concrete result `.result(...)` makes; its parameters say which parts it holds
/// (`Never` for a part it lacks).
public struct IntentResultContainer<Value, OpensIntentType, Content, Dialog>: IntentResult, @unchecked Sendable {
    // Unchecked Sendable: built and dropped on the thread that calls `perform()`; never shared.
    /// The value returned, if any.
    public let value: Value?
    /// The dialog, if any.
    public let dialog: IntentDialog?
    /// The intent opened after this one, if any (never run in a render).
    let openedIntent: OpensIntentType?
    init(value: Value? = nil, dialog: IntentDialog? = nil, opensIntent: OpensIntentType? = nil) {
        self.value = value
        self.dialog = dialog
        openedIntent = opensIntent
    }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content == _SnippetViewContainer {}
extension IntentResultContainer: OpensIntent where OpensIntentType: AppIntent {}

/// A result's snippet view with its type erased, so every branch of `perform()` returns the
/// same result type whatever view it shows. A render performs no intent: the view is dropped.
public struct _SnippetViewContainer: Sendable {}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }
    /// A result holding a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }
    /// A result holding a value.
    public static func result<V: _IntentValue & Sendable>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        IntentResultContainer(value: value)
    }
    /// A result holding a value and a dialog.
    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result holding a dialog and a snippet view (not drawn: nothing performs intents in a render).
    public static func result<Content: View>(dialog: IntentDialog, view: Content = EmptyView()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }
    /// A result holding a dialog and a snippet view built by `content` (not drawn).
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }
    /// A result holding a snippet view (not drawn: nothing performs intents in a render).
    public static func result<Content: View>(view: Content = EmptyView()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        IntentResultContainer()
    }
    /// A result holding a snippet view built by `content` (not drawn).
    public static func result<Content: View>(@ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        IntentResultContainer()
    }
    /// A result holding a value, a dialog and a snippet view (not drawn).
    public static func result<V: _IntentValue & Sendable, Content: View>(value: V, dialog: IntentDialog, view: Content = EmptyView()) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result holding a value, a dialog and a snippet view built by `content` (not drawn).
    public static func result<V: _IntentValue & Sendable, Content: View>(value: V, dialog: IntentDialog,
                                                                         @ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result that opens `openIntent` afterwards (such as an `OpenURLIntent`).
    public static func result<Intent: AppIntent>(opensIntent openIntent: Intent) -> Self
    where Self == IntentResultContainer<Never, Intent, Never, Never> {
        IntentResultContainer(opensIntent: openIntent)
    }
    /// A result holding a dialog that opens `openIntent` afterwards.
    public static func result<Intent: AppIntent>(opensIntent openIntent: Intent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Intent, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog, opensIntent: openIntent)
    }
    /// A result holding a value that opens `openIntent` afterwards.
    public static func result<V: _IntentValue & Sendable, Intent: AppIntent>(value: V, opensIntent openIntent: Intent) -> Self
    where Self == IntentResultContainer<V, Intent, Never, Never> {
        IntentResultContainer(value: value, opensIntent: openIntent)
    }
    /// A result holding a value and a dialog that opens `openIntent` afterwards.
    public static func result<V: _IntentValue & Sendable, Intent: AppIntent>(value: V, opensIntent openIntent: Intent,
                                                                             dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Intent, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: openIntent)
    }
}
