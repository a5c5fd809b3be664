import Foundation

/// Builds a track's keyframes (the closure of `KeyframeTrack`), keeping each keyframe.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// Keyframes from a loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(components.flatMap { $0.keyframeSegments() })
    }

    /// The first branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(segments: component.keyframeSegments())
    }

    /// The second branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(segments: component.keyframeSegments())
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock(first: some KeyframeTrackContent) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList<Value>(first.keyframeSegments() as? [KeyframeSegment<Value>] ?? [])
    }

    /// The keyframes so far followed by the next one.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(accumulated.keyframeSegments() + next.keyframeSegments())
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSegmentList<Value>([]) }

    /// The keyframes of whichever branch of an `if`/`else` ran.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The value the keyframes animate.
        public typealias Value = ConditionalValue
        let segments: [KeyframeSegment<ConditionalValue>]
        /// A built content is a primitive: its body is itself.
        public var body: Self { return self }
        func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { segments as? [KeyframeSegment<V>] ?? [] }
    }
}

/// Builds keyframes (the `keyframes:` closure of `keyframeAnimator` and `KeyframeTimeline`):
/// tracks, or keyframes that animate the whole value (one implicit track).
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A keyframe animating the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// Keyframes animating the whole value, from a loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeSegmentList(components.flatMap { $0.keyframeSegments() })
    }

    /// The first branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.Conditional(segments: component.keyframeSegments())
    }

    /// The second branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.Conditional(segments: component.keyframeSegments())
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock(first: some KeyframeTrackContent) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeSegmentList<Value>(first.keyframeSegments() as? [KeyframeSegment<Value>] ?? [])
    }

    /// The keyframes so far followed by the next one.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeSegmentList(accumulated.keyframeSegments() + next.keyframeSegments())
    }

    /// No keyframes.
    @_disfavoredOverload
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable { KeyframeSegmentList<Value>([]) }

    /// Keyframes for the whole value become one track animating it.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack(keyPath: \.self, segments: component.keyframeSegments())
    }

    /// A track of a property of the value.
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> some Keyframes<Value> {
        KeyframeTrackList(track.keyframeTracks(for: Value.self))
    }

    /// Other keyframes (their tracks animating the value).
    public static func buildExpression(_ expression: some Keyframes) -> some Keyframes<Value> {
        KeyframeTrackList(expression.keyframeTracks(for: Value.self))
    }

    /// The first tracks of a block.
    public static func buildPartialBlock(first: some Keyframes) -> some Keyframes<Value> {
        KeyframeTrackList(first.keyframeTracks(for: Value.self))
    }

    /// The tracks so far followed by the next ones.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTrackList(accumulated.keyframeTracks(for: Value.self) + next.keyframeTracks(for: Value.self))
    }

    /// No tracks.
    public static func buildBlock() -> some Keyframes<Value> { KeyframeTrackList<Value>([]) }

    /// The tracks.
    public static func buildFinalResult(_ component: some Keyframes) -> some Keyframes<Value> {
        KeyframeTrackList(component.keyframeTracks(for: Value.self))
    }
}

/// Keyframes a builder collected.
struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    init(_ segments: [KeyframeSegment<Value>]) { self.segments = segments }
    var body: Self { return self }
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { segments as? [KeyframeSegment<V>] ?? [] }
}

/// Tracks a builder collected.
struct KeyframeTrackList<Value>: Keyframes, PrimitiveKeyframes {
    let tracks: [KeyframeTrackEvaluator<Value>]
    init(_ tracks: [KeyframeTrackEvaluator<Value>]) { self.tracks = tracks }
    var body: Never { return fatalError("KeyframeTrackList has no body") }
    func tracks<R>(_ type: R.Type) -> [KeyframeTrackEvaluator<R>] { tracks as? [KeyframeTrackEvaluator<R>] ?? [] }
}
