import BackplateCore
import BackplateCairo
import Foundation

/// Draws one map item at its projected place. Sizes of markers and titles are estimates of
/// iOS 17's (a 30-point balloon whose tail tip is on the coordinate, a bold caption title
/// below it).
nonisolated struct MapItemView: View {
    let item: MapItem
    let viewport: MapViewport

    var body: some View {
        let point = viewport.point(item.coordinate)
        switch item.kind {
        case .marker(let title, let glyph):
            ZStack(alignment: .topLeading) {
                MarkerBalloon(tint: item.tint ?? AnyShapeStyle(Color.red), glyph: glyph)
                    .position(x: point.x, y: point.y - MarkerBalloon.height / 2)
                if let title, item.showsTitle {
                    MapItemTitle(label: title).fixedSize().frame(width: 0, height: 0, alignment: .top)
                        .position(x: point.x, y: point.y + 2)
                }
            }
        case .annotation(let title, let anchor, let content):
            ZStack(alignment: .topLeading) {
                content.fixedSize().frame(width: 0, height: 0, alignment: Self.alignment(for: anchor))
                    .position(x: point.x, y: point.y)
                if let title, item.showsTitle {
                    MapItemTitle(label: title).fixedSize().frame(width: 0, height: 0, alignment: .top)
                        .position(x: point.x, y: point.y + 16)
                }
            }
        case .circle(let radius):
            let diameter = 2 * radius * viewport.pointsPerMetre(atLatitude: item.coordinate.latitude)
            overlay(Path(ellipseIn: CGRect(x: point.x - diameter / 2, y: point.y - diameter / 2, width: diameter, height: diameter)))
        case .polyline(let coordinates):
            Path { path in path.addLines(coordinates.map(viewport.point)) }
                .stroke(item.stroke ?? item.tint ?? AnyShapeStyle(Color.blue),
                        style: item.strokeStyle.lineWidth > 0 ? item.strokeStyle : StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        case .polygon(let coordinates):
            overlay(Path { path in path.addLines(coordinates.map(viewport.point)); path.closeSubpath() })
        case .user:
            EmptyView()
        }
    }

    /// An area overlay: the foreground style (the tint at 30% by default), then the stroke.
    private func overlay(_ path: Path) -> some View {
        ZStack {
            path.fill(item.fill ?? AnyShapeStyle((item.tint ?? AnyShapeStyle(Color.blue)).opacity(0.3)))
            if let stroke = item.stroke { path.stroke(stroke, style: item.strokeStyle) }
        }
    }

    /// The standard alignment nearest to a unit point.
    static func alignment(for anchor: UnitPoint) -> Alignment {
        let h: HorizontalAlignment = anchor.x < 1.0 / 3 ? .leading : anchor.x > 2.0 / 3 ? .trailing : .center
        let v: VerticalAlignment = anchor.y < 1.0 / 3 ? .top : anchor.y > 2.0 / 3 ? .bottom : .center
        return Alignment(horizontal: h, vertical: v)
    }
}

/// A marker's balloon: a tinted circle over a short tail, with a glyph (white by default).
nonisolated struct MarkerBalloon: View {
    static let diameter: CGFloat = 30
    static let height: CGFloat = 36
    let tint: AnyShapeStyle
    let glyph: MarkerGlyph
    var glyphColor: Color = .white

    var body: some View {
        ZStack(alignment: .top) {
            Path { path in
                path.move(to: CGPoint(x: Self.diameter / 2 - 5, y: Self.diameter - 4))
                path.addLine(to: CGPoint(x: Self.diameter / 2, y: Self.height))
                path.addLine(to: CGPoint(x: Self.diameter / 2 + 5, y: Self.diameter - 4))
                path.closeSubpath()
            }
            .fill(tint)
            Circle().fill(tint).frame(width: Self.diameter, height: Self.diameter)
            glyphView.frame(width: Self.diameter, height: Self.diameter)
        }
        .frame(width: Self.diameter, height: Self.height)
    }

    @ViewBuilder private var glyphView: some View {
        switch glyph {
        case .symbol(let name): Image(systemName: name).font(.system(size: 15, weight: .semibold)).foregroundStyle(glyphColor)
        case .image(let name): Image(name).resizable().scaledToFit().frame(width: 16, height: 16).foregroundStyle(glyphColor)
        case .drawnImage(let image): image.resizable().scaledToFit().frame(width: 16, height: 16).foregroundStyle(glyphColor)
        case .monogram(let text): text.font(.system(size: 12, weight: .bold)).foregroundStyle(glyphColor)
        }
    }
}

/// A marker's or annotation's title: semibold caption text in the primary colour.
nonisolated struct MapItemTitle: View {
    let label: AnyView
    var body: some View { label.font(.caption.weight(.semibold)).foregroundStyle(.primary) }
}
