import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreGraphics
import UIKit

/// Backplate's `CoreGraphics` module: paths' geometry, colours' components, `StrokeStyle`'s
/// CoreGraphics caps and a `CGContext` drawn in a `Canvas`, against CoreGraphics' rules.
@MainActor @Suite(.tags(.pixels)) struct CoreGraphicsModuleTests {
    @Test func aCurvesControlBoxAndOutlineBoxDiffer() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's lowest point, at t = 0.5: 3 · 0.25 · 0.5 · 100 · 2 = 75.
        #expect(p.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        let box = arc.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.minY - 50) < 1e-9)
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(ellipse.contains(CGPoint(x: 95, y: 25)))
        #expect(!ellipse.contains(CGPoint(x: 5, y: 5)))
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aPathSurvivesTheRoundTripThroughCGPath() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 12)
        #expect(Path(path.cgPath) == path)
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(Path(mutable).boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func colorsTakeCGColorComponents() {
        let env = EnvironmentValues()
        let orange = Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)).resolve(in: env)
        #expect(abs(orange.red - 1) < 1e-6 && abs(orange.green - 0.5) < 1e-6)
        #expect(orange.blue == 0 && orange.opacity == 0.25)
        #expect(abs(orange.linearGreen - 0.21404114) < 1e-6)   // sRGB's transfer function
        let gray = Color(cgColor: CGColor(gray: 0.5, alpha: 1)).resolve(in: env)
        #expect(abs(gray.red - 0.5) < 1e-6 && abs(gray.blue - 0.5) < 1e-6)
        let space = CGColorSpace(name: CGColorSpace.linearSRGB)!
        let linear = CGColor(colorSpace: space, components: [0.21404114, 0.21404114, 0.21404114, 1])!
        #expect(abs(Color(cgColor: linear).resolve(in: env).red - 0.5) < 1e-6)
        let components = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6).cgColor.components ?? []
        #expect(components.count == 4)
        #expect(abs(components[1] - 0.4) < 1e-6 && components[3] == 1)
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).cgColor?.components == [0.2, 0.4, 0.6, 0.5])
        #expect(Color.primary.cgColor == nil)   // a semantic colour: resolve it instead
        #expect(UIColor(cgColor: CGColor(gray: 0.25, alpha: 1)).cgColor.components == [0.25, 0.25, 0.25, 1])
        let systemRed = UIColor.systemRed.cgColor.components ?? []
        #expect(systemRed.count == 4 && systemRed[0] == 1 && abs(systemRed[1] - 56.0 / 255) < 1e-6)   // iOS 26: (255, 56, 60)
    }

    @Test func strokeCapsAreCoreGraphicsCaps() throws {
        func line(_ cap: CGLineCap) -> some View {
            Path { p in
                p.move(to: CGPoint(x: 10, y: 10))
                p.addLine(to: CGPoint(x: 50, y: 10))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap))
            .frame(width: 60, height: 20)
        }
        #expect(StrokeStyle(lineCap: .round).lineCap.rawValue == 1)
        #expect(StrokeStyle().lineJoin == CGLineJoin.miter)
        // A round cap reaches 5 points past the end (pixel 6 lies within it); a butt cap stops.
        #expect(rgba(try renderImage(line(.round)), 6, 10) == [0, 0, 0, 255])
        #expect(rgba(try renderImage(line(.butt)), 6, 10)[3] == 0)
        #expect(rgba(try renderImage(line(.butt)), 12, 10) == [0, 0, 0, 255])
        #expect(rgba(try renderImage(line(.square)), 6, 10) == [0, 0, 0, 255])
    }

    @Test func aCGContextDrawsWithItsStateInACanvas() throws {
        let canvas = Canvas { context, _ in
            context.withCGContext { cg in
                cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.saveGState()
                cg.translateBy(x: 40, y: 0)
                cg.setFillColor(CGColor(gray: 0, alpha: 1))
                cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.restoreGState()
                cg.fill(CGRect(x: 0, y: 30, width: 10, height: 10))
            }
        }
        .frame(width: 80, height: 40)
        let image = try renderImage(canvas)
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(image, 45, 10) == [0, 0, 0, 255])   // translated by 40, clipped to 10 wide
        #expect(rgba(image, 55, 10)[3] == 0)
        #expect(rgba(image, 5, 35) == [255, 0, 0, 255])   // the saved red fill restored
        #expect(rgba(image, 25, 10)[3] == 0)
    }

    @Test func aLinearGradientCoversOnlyItsBandUnlessExtended() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil))
        func canvas(_ options: CGGradientDrawingOptions) -> some View {
            Canvas { context, _ in
                context.withCGContext { cg in
                    cg.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: options)
                }
            }
            .frame(width: 100, height: 10)
        }
        let plain = try renderImage(canvas([]))
        #expect(rgba(plain, 5, 5)[3] == 0 && rgba(plain, 95, 5)[3] == 0)
        #expect(rgba(plain, 11, 5)[0] > 240 && rgba(plain, 88, 5)[2] > 240)
        let extended = try renderImage(canvas([.drawsBeforeStartLocation, .drawsAfterEndLocation]))
        #expect(rgba(extended, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(extended, 95, 5) == [0, 0, 255, 255])
    }
}
