import Foundation

/// A container that animates its content with keyframes. A still render shows the content
/// with the **initial value**: the keyframes are never played (nor their closure called).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let content: (Value) -> Content

    /// Plays the keyframes continuously (or once) from `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content with the initial value.
    public var body: Content { content(initialValue) }
}

nonisolated extension View {
    /// Animates effects applied to this view with keyframes, repeating by default. A still
    /// render shows `content` applied with `initialValue`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView<Self>(self), initialValue)
    }

    /// Animates effects applied to this view with keyframes each time `trigger` changes. A still
    /// render shows `content` applied with `initialValue` (the resting value).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView<Self>(self), initialValue)
    }
}
