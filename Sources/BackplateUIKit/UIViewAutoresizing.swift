import Foundation

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// Resizes the subviews that translate their masks into constraints by their masks, for a
    /// change of this view's size from `oldSize`.
    func autoresizeSubviews(from oldSize: CGSize) {
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = Self.autoresized(start: frame.minX, length: frame.width, oldExtent: oldSize.width, newExtent: bounds.width,
                                              flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.autoresized(start: frame.minY, length: frame.height, oldExtent: oldSize.height, newExtent: bounds.height,
                                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of an autoresized frame: the change of extent shared by the flexible parts
    /// (leading margin, length, trailing margin) in proportion to their sizes, equally when
    /// they are all zero.
    private static func autoresized(start: CGFloat, length: CGFloat, oldExtent: CGFloat, newExtent: CGFloat,
                                    flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let delta = newExtent - oldExtent
        guard delta.isFinite, delta != 0 else { return (start, length) }
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, oldExtent - start - length))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (start, length) }
        let total = parts.reduce(CGFloat(0)) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), max(0, length + share(1)))
    }
}
