import SwiftUI
import UIKit
import CoreGraphics

// Image helpers as iOS apps write them: a pixel's colour read through a one-pixel bitmap
// context, a resize and a coloured dot through UIKit's image context, a grey thumbnail from a
// bitmap context's `makeImage()`.

extension UIImage {
    func pixelColor(at point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard let cgImage = self.cgImage else { return nil }
        var pixel: [UInt8] = [0, 0, 0, 0]
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue
        guard let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                      space: colorSpace, bitmapInfo: bitmapInfo) else { return nil }
        context.translateBy(x: -point.x, y: -point.y)
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
        return (pixel[0], pixel[1], pixel[2], pixel[3])
    }

    func resized(to size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0.0)
        defer { UIGraphicsEndImageContext() }
        draw(in: CGRect(origin: .zero, size: size))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    static func dot(color: UIColor, diameter: CGFloat) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: diameter, height: diameter), false, 2)
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(color.cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return image
    }
}

func greyThumbnail(of image: CGImage, width: Int, height: Int) -> CGImage? {
    let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
    context?.interpolationQuality = .none
    context?.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    return context?.makeImage()
}

func bannerStripes(width: Int, height: Int) -> CGImage? {
    let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) else { return nil }
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height / 2))   // the bottom half: y is up
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    context.fill(CGRect(x: 0, y: height / 2, width: width / 2, height: height - height / 2))
    return context.makeImage()
}

struct SwatchRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(uiImage: UIImage.dot(color: .red, diameter: 20))
            if let stripes = bannerStripes(width: 20, height: 20) {
                Image(decorative: stripes, scale: 1)
            }
        }
    }
}
