import Foundation

/// A type that provides content for a `SliderTickBuilder`: the ticks a slider marks on its
/// track. `SliderTick`, `SliderTickContentForEach` and a builder's blocks conform.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The collection of ticks this content holds.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The value of this type's content: its ticks, in the order written.
    var body: Body { get }
}

/// A representation of a tick in a slider, with its value and an optional label. A still
/// render marks the tick on the track as a dot (docs/controls.md §9.3); the label is for
/// VoiceOver on iOS and is not drawn (Backplate's accessibility tree does not list it yet).
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
    /// The identity of a tick, derived from its value.
    public struct ID: Hashable {
        let value: Double
    }

    /// The slider's value type.
    public typealias Value = V
    /// A tick's content is the tick itself.
    public typealias Body = CollectionOfOne<SliderTick<V>>

    let value: V
    let label: AnyView?

    /// Creates an unlabelled tick at `value`.
    public init(_ value: V) {
        self.value = value
        label = nil
    }

    /// Creates a tick at `value` labelled with a localized string key (not drawn).
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        label = AnyView(Text(titleKey))
    }

    /// Creates a tick at `value` with a label view (not drawn).
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = AnyView(label())
    }

    /// The identity of a tick, which is derived from its value.
    public var id: ID { ID(value: Double(value)) }

    /// The tick itself.
    public var body: CollectionOfOne<SliderTick<V>> { CollectionOfOne(self) }

    /// Ticks order by value.
    public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }

    /// Ticks are equal when their values are.
    public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }
}

/// Slider tick content that creates its ticks by iterating over a collection.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    /// The slider's value type.
    public typealias Value = Content.Value
    /// Every element's ticks, in the collection's order.
    public typealias Body = [SliderTick<Content.Value>]

    /// The ticks of every element, in order.
    public let body: [SliderTick<Content.Value>]

    /// Creates tick content from a collection whose elements have a key-path identity.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content) {
        body = data.flatMap { content($0).tickList }
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension SliderTickContentForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates tick content from a collection of identifiable elements.
    public init(_ data: Data, content: (Data.Element) -> Content) {
        body = data.flatMap { content($0).tickList }
    }
}

/// The ticks of several statements of a `SliderTickBuilder`, flattened in order.
struct _SliderTickList<V: BinaryFloatingPoint>: SliderTickContent {
    typealias Value = V
    let body: [SliderTick<V>]
}

extension SliderTickContent {
    /// The content's ticks as an array.
    var tickList: [SliderTick<Value>] { Array(body) }
}

/// A result builder that constructs the `SliderTick`s of a `Slider`'s `ticks` closure.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    /// No ticks.
    public static func buildBlock() -> some SliderTickContent<V> { _SliderTickList<V>(body: []) }

    /// One statement's ticks.
    public static func buildBlock(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        _SliderTickList(body: content.tickList)
    }

    /// Several statements' ticks, in order.
    public static func buildBlock(_ content: any SliderTickContent<V>...) -> some SliderTickContent<V> {
        _SliderTickList(body: content.flatMap { $0.tickList })
    }

    /// A statement's ticks.
    public static func buildExpression(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        _SliderTickList(body: content.tickList)
    }

    /// An `if` without `else`: its ticks, or none.
    public static func buildIf(_ content: (some SliderTickContent<V>)?) -> some SliderTickContent<V> {
        _SliderTickList(body: content?.tickList ?? [])
    }

    /// The first branch of an `if`/`else` or `switch`: its ticks.
    public static func buildEither(first: some SliderTickContent<V>) -> some SliderTickContent<V> {
        _SliderTickList(body: first.tickList)
    }

    /// The second branch of an `if`/`else` or `switch`: its ticks.
    public static func buildEither(second: some SliderTickContent<V>) -> some SliderTickContent<V> {
        _SliderTickList(body: second.tickList)
    }
}

// MARK: - iOS 26's slider initialisers

extension Slider {
    /// The values at which a stepped slider's `tick` closure returns a tick, asked at each step
    /// from the minimum to the maximum; past 1,000 steps none are asked, with a warning.
    static func steppedTicks<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>, step: V.Stride,
                                                     _ tick: (V) -> SliderTick<V>?) -> [V] where V.Stride: BinaryFloatingPoint {
        let steps = step > 0 ? Double(bounds.upperBound - bounds.lowerBound) / Double(step) : 0
        guard steps.isFinite else { return [] }
        guard steps <= 1_000 else {
            RuntimeWarning.emit("Slider(value:in:step:...tick:): \(Int(steps)) steps; ticks are asked for at most 1,000 steps, none are drawn")
            return []
        }
        return (0...Int(steps.rounded(.down))).compactMap { tick(bounds.lowerBound + V(Double($0) * Double(step)))?.value }
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Slider where ValueLabel == EmptyView {
    /// Creates a slider whose tinted track starts at `neutralValue` (else the minimum) and whose
    /// value stays inside `enabledBounds`. The label and current-value label are not drawn, as
    /// on iOS.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with the ticks a `SliderTickBuilder` lists, marked on its track at their
    /// values (ticks outside `bounds` are left out); otherwise as the form without ticks.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  ticks: ticks, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepped slider that asks `tick` for a tick at each step from the minimum to the
    /// maximum (at most 1,000 steps are asked) and marks the ones it returns.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        tick: (V) -> SliderTick<V>? = { _ in nil },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  tick: tick, onEditingChanged: onEditingChanged)
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Slider {
    /// Creates a slider with minimum and maximum value labels at the track's ends, a neutral
    /// value and enabled bounds, as the form without value labels.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), hasValueLabels: true, neutralValue: neutralValue, enabledBounds: enabledBounds)
    }

    /// Creates a slider with value labels at its ends and the ticks a `SliderTickBuilder` lists.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), hasValueLabels: true, neutralValue: neutralValue, enabledBounds: enabledBounds,
                  ticks: ticks().tickList.map(\.value))
    }

    /// Creates a stepped slider with value labels at its ends whose `tick` closure is asked at
    /// each step (at most 1,000).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        tick: (V) -> SliderTick<V>? = { _ in nil },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), hasValueLabels: true, neutralValue: neutralValue, enabledBounds: enabledBounds,
                  ticks: Self.steppedTicks(bounds, step: step, tick))
    }
}
