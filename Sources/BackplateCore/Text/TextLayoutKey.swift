import Foundation

extension Text {
    /// The preference through which SwiftUI's texts report their layouts (iOS 17). Backplate's
    /// texts do not publish theirs: a reader gets the default, an empty list.
    public struct LayoutKey: PreferenceKey, Sendable {
        /// A text's layout with the anchor of its origin.
        public struct AnchoredLayout: Equatable {
            /// The text's top-left corner.
            public var origin: Anchor<CGPoint>
            /// The text's laid-out lines.
            public var layout: Text.Layout
        }

        /// The texts' layouts, in view order.
        public typealias Value = [AnchoredLayout]
        /// No layouts.
        public static var defaultValue: Value { [] }
        /// Appends the next texts' layouts.
        public static func reduce(value: inout Value, nextValue: () -> Value) {
            value.append(contentsOf: nextValue())
        }
    }
}
