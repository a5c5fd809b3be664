import Foundation
import BackplateCore

extension UIStackView {
    /// The frames UIKit gives the arranged views in a stack of `size` (its coordinates):
    /// lengths along the axis by the distribution, positions across by the alignment, inside
    /// the margins when the arrangement is margins-relative; hidden views take no room (a zero
    /// frame at the start). `fitting` gives a view's own size (`width`: the width offered).
    func arrangedFrames(in size: CGSize, fitting: (UIView, _ width: CGFloat?) -> CGSize = { $0.arrangedFittingSize(width: $1) })
        -> [(view: UIView, frame: CGRect)] {
        guard size.width.isFinite, size.height.isFinite else { return [] }
        let area = CGRect(origin: .zero, size: size).inset(by: arrangementMargins)
        let hidden = arrangedSubviews.filter(\.isHidden).map { (view: $0, frame: CGRect(origin: area.origin, size: .zero)) }
        let views = shownArrangedViews
        guard !views.isEmpty else { return hidden }
        let vertical = axis == .vertical
        let length = vertical ? area.height : area.width, across = vertical ? area.width : area.height
        let fitsAcross = alignment == .fill || (vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
        // A vertical stack offers its width first (a label's height depends on it); a horizontal one its height last.
        let own = views.map { view in
            let fitted = fitting(view, vertical ? across : nil)
            return vertical ? (along: fitted.height, across: fitsAcross ? across : min(fitted.width, across))
                : (along: fitted.width, across: fitted.height)
        }
        let gaps = gaps(between: views)
        let (starts, lengths) = distribute(views, own: own.map(\.along), gaps: gaps, length: length)
        return views.indices.map { index in
            var thickness = own[index].across
            if fitsAcross { thickness = across } else if !vertical { thickness = fitting(views[index], lengths[index]).height }
            thickness = max(0, min(thickness, across))
            let offset: CGFloat = switch alignment {
            case .fill, .leading, .firstBaseline: 0
            case .center: (across - thickness) / 2
            case .trailing, .lastBaseline: across - thickness
            }
            let frame = vertical
                ? CGRect(x: area.minX + (fitsAcross ? 0 : offset), y: area.minY + starts[index], width: thickness, height: lengths[index])
                : CGRect(x: area.minX + starts[index], y: area.minY + offset, width: lengths[index], height: thickness)
            return (views[index], frame)
        } + hidden
    }

    /// The size the stack's views need (`width`: the stack's width, when fixed): their lengths
    /// and the gaps along the axis, the largest across, plus the margins when margins-relative.
    func contentSize(width: CGFloat?, fitting: (UIView, _ width: CGFloat?) -> CGSize = { $0.arrangedFittingSize(width: $1) }) -> CGSize {
        let views = shownArrangedViews
        let margins = arrangementMargins
        let inner = width.map { max(0, $0 - margins.leading - margins.trailing) }
        let vertical = axis == .vertical
        let sizes = views.map { fitting($0, vertical ? inner : nil) }
        let alongs = sizes.map { vertical ? $0.height : $0.width }
        var acrosses = sizes.map { vertical ? $0.width : $0.height }
        let gapList = gaps(between: views)
        let gaps = gapList.reduce(0, +)
        if !vertical, let inner {
            // A horizontal stack of a fixed width is as tall as its views at the widths it gives them (wrapped labels).
            let lengths = distribute(views, own: alongs, gaps: gapList, length: inner).lengths
            acrosses = views.indices.map { fitting(views[$0], lengths[$0]).height }
        }
        let along = (distribution == .fillEqually ? (alongs.max() ?? 0) * CGFloat(views.count) : alongs.reduce(0, +)) + gaps
        let thickest = acrosses.max() ?? 0
        return vertical
            ? CGSize(width: (inner ?? thickest) + margins.leading + margins.trailing, height: along + margins.top + margins.bottom)
            : CGSize(width: along + margins.leading + margins.trailing, height: thickest + margins.top + margins.bottom)
    }

    /// The arranged views that take room: those not hidden.
    private var shownArrangedViews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The insets the views are arranged within: the layout margins when margins-relative.
    private var arrangementMargins: NSDirectionalEdgeInsets {
        isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : .zero
    }

    /// The space after each view but the last: its custom spacing, else the stack's (the
    /// system's 8 points for `spacingUseSystem`).
    private func gaps(between views: [UIView]) -> [CGFloat] {
        views.dropLast().map { view in
            let custom = customSpacing(after: view)
            let value = custom == Self.spacingUseDefault ? spacing : custom
            return value == Self.spacingUseSystem ? 8 : (value.isFinite ? value : 0)
        }
    }

    /// Each view's start and length along the axis, by the distribution.
    private func distribute(_ views: [UIView], own: [CGFloat], gaps: [CGFloat], length: CGFloat) -> (starts: [CGFloat], lengths: [CGFloat]) {
        let count = CGFloat(views.count), gapTotal = gaps.reduce(0, +), ownTotal = own.reduce(0, +)
        var lengths = own
        var gaps = gaps
        switch distribution {
        case .fillEqually:
            lengths = own.map { _ in max(0, (length - gapTotal) / count) }
        case .fillProportionally where ownTotal > 0:
            lengths = own.map { max(0, $0 * (length - gapTotal) / ownTotal) }
        case .fill, .fillProportionally:
            lengths = fitted(views, own: own, room: length - gapTotal)
        case .equalSpacing, .equalCentering:
            lengths = fitted(views, own: own, room: min(length - gapTotal, ownTotal))
            let spare = length - gapTotal - lengths.reduce(0, +)
            if spare > 0, views.count > 1 {
                gaps = distribution == .equalSpacing
                    ? gaps.map { $0 + spare / (count - 1) }
                    : centredGaps(lengths, gaps: gaps, length: length)
            }
        }
        var starts: [CGFloat] = []
        var cursor: CGFloat = 0
        for index in lengths.indices {
            starts.append(cursor)
            cursor += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return (starts, lengths)
    }

    /// Lengths filling `room`: the view with the lowest hugging priority takes what is spare
    /// (the last of equals, an estimate of UIKit's order); when too long, views shrink from the
    /// lowest compression resistance up (the last of equals first).
    private func fitted(_ views: [UIView], own: [CGFloat], room: CGFloat) -> [CGFloat] {
        var lengths = own
        let spare = room - own.reduce(0, +)
        let axis = self.axis
        if spare > 0 {
            let stretched = views.indices.min { views[$0].contentHuggingPriority(for: axis) < views[$1].contentHuggingPriority(for: axis)
                || (views[$0].contentHuggingPriority(for: axis) == views[$1].contentHuggingPriority(for: axis) && $0 > $1) }
            if let stretched { lengths[stretched] += spare }
        } else if spare < 0 {
            var excess = -spare
            let order = views.indices.sorted {
                let a = views[$0].contentCompressionResistancePriority(for: axis), b = views[$1].contentCompressionResistancePriority(for: axis)
                return a < b || (a == b && $0 > $1)
            }
            for index in order where excess > 0 {
                let cut = min(lengths[index], excess)
                lengths[index] -= cut
                excess -= cut
            }
        }
        return lengths
    }

    /// Gaps that put the views' centres equally far apart, the first at the start and the last
    /// at the end; the minimum gaps when that would bring views closer.
    private func centredGaps(_ lengths: [CGFloat], gaps: [CGFloat], length: CGFloat) -> [CGFloat] {
        guard let first = lengths.first, let last = lengths.last, lengths.count > 1 else { return gaps }
        let step = (length - first / 2 - last / 2) / CGFloat(lengths.count - 1)
        let centred = lengths.indices.dropLast().map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
        return zip(centred, gaps).contains { $0 < $1 } ? gaps : centred
    }
}
