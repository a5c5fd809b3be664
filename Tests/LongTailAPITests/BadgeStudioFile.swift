import SwiftUI
import CoreGraphics
import UIKit

// An app file of the shape badge and certificate editors take: a brand colour kept as a
// `CGColor` (a `ColorPicker` over `Binding<CGColor>`), a ribbon outline built as a
// `CGMutablePath`, a sparkline stroked with round caps, a `Canvas` that draws through
// `withCGContext`, and exports through `ImageRenderer`'s `cgImage`, a PDF context and
// `UIGraphicsImageRenderer`.

enum RibbonPath {
    static func make(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rect.height / 2, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Ribbon: Shape {
    func path(in rect: CGRect) -> Path {
        Path(RibbonPath.make(in: rect))
    }
}

struct Sparkline: Shape {
    var values: [CGFloat]

    func path(in rect: CGRect) -> Path {
        guard let top = values.max(), values.count > 1, top > 0 else { return Path() }
        let path = CGMutablePath()
        let step = rect.width / CGFloat(values.count - 1)
        path.addLines(between: values.enumerated().map { index, value in
            CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - value / top * rect.height)
        })
        return Path(path)
    }
}

struct BadgeMark: View {
    var brand: CGColor

    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                cg.setFillColor(brand)
                cg.fillEllipse(in: CGRect(x: 0, y: 0, width: size.height, height: size.height))
                cg.setStrokeColor(UIColor.black.cgColor)
                cg.setLineWidth(4)
                cg.move(to: CGPoint(x: size.height + 10, y: size.height / 2))
                cg.addLine(to: CGPoint(x: size.width - 10, y: size.height / 2))
                cg.strokePath()
            }
        }
    }
}

struct BadgeEditor: View {
    @State private var brand = CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)

    var body: some View {
        VStack(spacing: 12) {
            Ribbon()
                .fill(Color(cgColor: brand))
                .frame(width: 120, height: 40)
            Sparkline(values: [3, 5, 2, 8, 6])
                .stroke(Color(cgColor: brand), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(width: 120, height: 40)
            BadgeMark(brand: brand)
                .frame(width: 120, height: 40)
            ColorPicker("Brand", selection: $brand)
                .frame(width: 200)
        }
        .padding()
    }
}

@MainActor
enum BadgeExporter {
    static func thumbnail<Content: View>(of view: Content) -> (CGImage, Image)? {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        guard let cgImage = renderer.cgImage else { return nil }
        return (cgImage, Image(decorative: cgImage, scale: 2))
    }

    static func exportPDF<Content: View>(of view: Content, to url: URL) {
        let renderer = ImageRenderer(content: view)
        renderer.render { size, context in
            var box = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            context(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
    }

    static func stamp(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in
            ctx.cgContext.setFillColor(UIColor.systemRed.cgColor)
            ctx.cgContext.addPath(RibbonPath.make(in: CGRect(origin: .zero, size: size)))
            ctx.cgContext.fillPath()
        }
    }
}

#Preview {
    BadgeEditor()
}
