import Foundation

/// Custom symbols (`Image("name")` of an asset catalog's `.symbolset`): each template decoded
/// once per file by the backend, then drawn like an SF Symbol, at the environment's font,
/// weight and image scale, on the text baseline, as a template in the foreground style.
enum CustomSymbolImages {
    /// Decoded templates by path, or why a file could not be read.
    private static let cache = LockedState<[String: Result<CustomSymbolTemplate, Unreadable>]>([:])

    /// Why a symbol set's file could not be read: the warning repeated on each load.
    struct Unreadable: Error, CustomStringConvertible {
        let warning: String
        var description: String { warning }
    }

    /// The largest template read (an SF Symbols export is tens of kilobytes).
    static let maxFileBytes = 16 << 20

    /// The symbol set's template, or no pixels and a warning naming the set and why.
    static func load(_ url: URL, name: String) -> LoadedRaster {
        let result = cache.withLock { $0[url.path] } ?? decode(url, name: name)
        switch result {
        case .success(let template): return LoadedRaster(raster: nil, symbol: template)
        case .failure(let unreadable):
            RuntimeWarning.emit(unreadable.warning)
            return LoadedRaster(raster: nil)
        }
    }

    /// Reads the file once and caches the answer.
    private static func decode(_ url: URL, name: String) -> Result<CustomSymbolTemplate, Unreadable> {
        let result: Result<CustomSymbolTemplate, Unreadable>
        do {
            let data = try Data(contentsOf: url, options: .mappedIfSafe)
            guard data.count <= maxFileBytes else { throw Unreadable(warning: "larger than \(maxFileBytes >> 20) MB") }
            var template = try ImageFileDecoder.decodeSymbolTemplate(data)
            template.name = name
            result = .success(template)
        } catch is ImageFileDecoder.Missing {
            // Not the file's fault: read it again once a backend has installed its decoder.
            return .failure(Unreadable(warning: "the symbol set '\(name)' was not read: \(ImageFileDecoder.Missing()); drawing nothing"))
        } catch {
            result = .failure(Unreadable(warning: "the symbol set '\(name)' could not be read (\(url.lastPathComponent): \(error)); drawing nothing"))
        }
        cache.withLock { cache in
            if cache.count > 64 { cache.removeAll() }
            cache[url.path] = result
        }
        return result
    }

    /// The symbol's rendering in UIKit's default symbol configuration (17 pt, regular, medium)
    /// at 3x, what `UIImage(named:)` returns for a symbol set.
    static func defaultImage(_ template: CustomSymbolTemplate) -> RasterImage? {
        let request = SymbolLayoutRequest(name: template.name, pointSize: 17, displayScale: 3)
        guard let frame = template.frame(for: request) else { return nil }
        return try? template.artwork.image(variant: frame.variant, templateRect: frame.templateRect, size: frame.size, scale: 3)
    }
}

extension Image {
    /// The image drawing a custom symbol for the environment: its frame from the template's
    /// guides at the environment's font, weight and image scale, a template in the foreground
    /// style unless `renderingMode(.original)`. Layered rendering modes draw monochrome (warned).
    func sizedAsCustomSymbol(_ template: CustomSymbolTemplate, in environment: EnvironmentValues) -> Image {
        var copy = self
        copy.content = .empty
        let font = environment.textFontAdjustments.apply(to: environment.font ?? .body).resolved(in: environment)
        let request = SymbolLayoutRequest(name: template.name, pointSize: font.size, weight: font.weight,
                                          scale: SymbolLayoutRequest.Scale(environment.imageScale), displayScale: environment.displayScale)
        guard let frame = template.frame(for: request) else { return copy }
        if renderingModeValue == .original {
            RuntimeWarning.emit("the custom symbol '\(template.name)' is drawn in its template's own fill colours: Backplate does not draw a symbol set's multicolor layers")
        } else if effectiveSymbolRenderingMode(in: environment) != .monochrome {
            RuntimeWarning.emit("the custom symbol '\(template.name)' is drawn monochrome: Backplate does not draw a symbol set's hierarchical, palette or multicolor layers")
        }
        let scale = environment.displayScale.isFinite && environment.displayScale > 0 ? environment.displayScale : 1
        do {
            let raster = try template.artwork.image(variant: frame.variant, templateRect: frame.templateRect, size: frame.size, scale: scale)
            copy.content = .raster(raster)
            copy.customSymbol = frame
            if copy.renderingModeValue == nil { copy.renderingModeValue = .template }
        } catch {
            RuntimeWarning.emit("the custom symbol '\(template.name)' could not be drawn (\(error)); drawing nothing")
        }
        return copy
    }
}
