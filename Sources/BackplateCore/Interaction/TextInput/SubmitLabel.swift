import Foundation

/// The label of the keyboard's return key. A still render shows no keyboard.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// Done.
    public static let done = SubmitLabel(name: "done")
    /// Go.
    public static let go = SubmitLabel(name: "go")
    /// Send.
    public static let send = SubmitLabel(name: "send")
    /// Join.
    public static let join = SubmitLabel(name: "join")
    /// Route.
    public static let route = SubmitLabel(name: "route")
    /// Search.
    public static let search = SubmitLabel(name: "search")
    /// Return.
    public static let `return` = SubmitLabel(name: "return")
    /// Next.
    public static let next = SubmitLabel(name: "next")
    /// Continue.
    public static let `continue` = SubmitLabel(name: "continue")
}

nonisolated extension View {
    /// Sets the label of the keyboard's return key. No visible effect.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(_InertModifier()) }
}
