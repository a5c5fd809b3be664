import Foundation

/// A constraint on a generated value (a range, a count, a set of strings), written with
/// `@Guide`. Kept in the schema as a description of the constraint; a render generates nothing.
public struct GenerationGuide<Value>: Sendable {
    let constraints: [GenerationSchema.Constraint]
    init(_ constraints: [GenerationSchema.Constraint]) { self.constraints = constraints }
}

extension GenerationGuide where Value == String {
    /// Always exactly `value`.
    public static func constant(_ value: String) -> GenerationGuide<String> { .init([.constant(value)]) }
    /// One of `values`.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> {
        .init([.anyOf(values)])
    }
    /// A string matching `regex`.
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init([.pattern]) }
}

extension GenerationGuide where Value == Int {
    /// At least `value`.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init([.minimum("\(value)")]) }
    /// At most `value`.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init([.maximum("\(value)")]) }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> {
        .init([.minimum("\(range.lowerBound)"), .maximum("\(range.upperBound)")])
    }
}

extension GenerationGuide where Value == Double {
    /// At least `value`.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init([.minimum("\(value)")]) }
    /// At most `value`.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init([.maximum("\(value)")]) }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> {
        .init([.minimum("\(range.lowerBound)"), .maximum("\(range.upperBound)")])
    }
}

extension GenerationGuide where Value == Float {
    /// At least `value`.
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { .init([.minimum("\(value)")]) }
    /// At most `value`.
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { .init([.maximum("\(value)")]) }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> {
        .init([.minimum("\(range.lowerBound)"), .maximum("\(range.upperBound)")])
    }
}

extension GenerationGuide where Value == Decimal {
    /// At least `value`.
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { .init([.minimum("\(value)")]) }
    /// At most `value`.
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { .init([.maximum("\(value)")]) }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> {
        .init([.minimum("\(range.lowerBound)"), .maximum("\(range.upperBound)")])
    }
}

extension GenerationGuide {
    /// At least `count` elements.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.minimumCount(count)])
    }
    /// At most `count` elements.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.maximumCount(count)])
    }
    /// Exactly `count` elements.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.minimumCount(count), .maximumCount(count)])
    }
    /// A number of elements within `range`.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.minimumCount(range.lowerBound), .maximumCount(range.upperBound)])
    }
    /// Every element follows `guide`.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.elements(guide.constraints)])
    }
}

/// Count guides written where nothing names the element type, as `@Guide(.count(3))` is: the
/// attribute's arguments are checked before `@Generable` pairs them with the property's type.
extension GenerationGuide where Value == [GeneratedContent] {
    /// At least `count` elements.
    @_disfavoredOverload
    public static func minimumCount(_ count: Int) -> GenerationGuide<[GeneratedContent]> { .init([.minimumCount(count)]) }
    /// At most `count` elements.
    @_disfavoredOverload
    public static func maximumCount(_ count: Int) -> GenerationGuide<[GeneratedContent]> { .init([.maximumCount(count)]) }
    /// Exactly `count` elements.
    @_disfavoredOverload
    public static func count(_ count: Int) -> GenerationGuide<[GeneratedContent]> {
        .init([.minimumCount(count), .maximumCount(count)])
    }
    /// A number of elements within `range`.
    @_disfavoredOverload
    public static func count(_ range: ClosedRange<Int>) -> GenerationGuide<[GeneratedContent]> {
        .init([.minimumCount(range.lowerBound), .maximumCount(range.upperBound)])
    }
}
