import Foundation

extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path as text, in the PDF-operator form SwiftUI uses: `x y m` (move), `x y l` (line),
    /// `cx cy x y q` (quadratic), `c1x c1y c2x c2y x y c` (cubic) and `h` (close), separated by
    /// spaces. `Path(_:)` parses it back.
    public var description: String {
        var parts: [String] = []
        func n(_ v: CGFloat) -> String {
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return "\(Double(v))"
        }
        func pt(_ p: CGPoint) -> String { "\(n(p.x)) \(n(p.y))" }
        for e in elements {
            switch e {
            case .move(let p): parts.append("\(pt(p)) m")
            case .line(let p): parts.append("\(pt(p)) l")
            case .quadCurve(let p, let c): parts.append("\(pt(c)) \(pt(p)) q")
            case .curve(let p, let c1, let c2): parts.append("\(pt(c1)) \(pt(c2)) \(pt(p)) c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }

    /// Parses the text form produced by `description` (rectangles written `x y w h re` are
    /// accepted too); `nil` when the text is malformed.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }) {
            if let v = Double(token) {
                guard v.isFinite else { return nil }
                numbers.append(CGFloat(v))
                continue
            }
            func take(_ count: Int) -> [CGFloat]? {
                guard numbers.count == count else { return nil }
                defer { numbers.removeAll() }
                return numbers
            }
            switch token {
            case "m":
                guard let v = take(2) else { return nil }
                move(to: CGPoint(x: v[0], y: v[1]))
            case "l":
                guard let v = take(2), !isEmpty else { return nil }
                addLine(to: CGPoint(x: v[0], y: v[1]))
            case "q":
                guard let v = take(4), !isEmpty else { return nil }
                addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[0], y: v[1]))
            case "c":
                guard let v = take(6), !isEmpty else { return nil }
                addCurve(to: CGPoint(x: v[4], y: v[5]), control1: CGPoint(x: v[0], y: v[1]), control2: CGPoint(x: v[2], y: v[3]))
            case "re":
                guard let v = take(4) else { return nil }
                addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            case "h":
                guard numbers.isEmpty, !isEmpty else { return nil }
                closeSubpath()
            default:
                return nil
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    /// Creates a rounded rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
}
