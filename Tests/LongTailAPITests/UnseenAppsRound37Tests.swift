import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import AVFoundation

/// The memory gauge a payslip app's performance monitor reads (PayslipMax, unseen37).
private func residentMegabytes() -> Double? {
    var info = mach_task_basic_info()
    var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size) / 4
    let kerr: kern_return_t = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: 1) {
            task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
    }
    return kerr == KERN_SUCCESS ? Double(info.resident_size) / 1_048_576 : nil
}

private func footprintMegabytes() -> Double {
    var info = task_vm_info_data_t()
    var count = mach_msg_type_number_t(MemoryLayout<task_vm_info_data_t>.size / MemoryLayout<integer_t>.size)
    let result = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { intPtr in
            task_info(mach_task_self_, task_flavor_t(TASK_VM_INFO), intPtr, &count)
        }
    }
    return result == KERN_SUCCESS ? Double(info.phys_footprint) / 1_048_576 : 0
}

/// The CPU gauge a radio app's debug panel sums over threads (WXYC, unseen37).
private func cpuUsagePercent() -> (percent: Double, threads: Int)? {
    var threadList: thread_act_array_t?
    var threadCount: mach_msg_type_number_t = 0
    guard task_threads(mach_task_self_, &threadList, &threadCount) == KERN_SUCCESS, let threads = threadList else { return nil }
    defer {
        let size = vm_size_t(MemoryLayout<thread_t>.stride * Int(threadCount))
        vm_deallocate(mach_task_self_, vm_address_t(bitPattern: threads), size)
    }
    var total: Double = 0
    for i in 0..<Int(threadCount) {
        var info = thread_basic_info()
        var infoCount = mach_msg_type_number_t(THREAD_INFO_MAX)
        let kr = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: 1) {
                thread_info(threads[i], thread_flavor_t(THREAD_BASIC_INFO), $0, &infoCount)
            }
        }
        if kr == KERN_SUCCESS && info.flags & TH_FLAGS_IDLE == 0 {
            total += Double(info.cpu_usage) / Double(TH_USAGE_SCALE) * 100
        }
    }
    return (total, Int(threadCount))
}

/// A UIKit extension's stored property, as apps hang them on views.
private var badgeKey: UInt8 = 0
private extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A QR scanner's camera view, as a wallet or ticket app writes it.
private final class ScannerView: UIView, AVCaptureMetadataOutputObjectsDelegate {
    let session = AVCaptureSession()
    let output = AVCaptureMetadataOutput()
    lazy var previewLayer = AVCaptureVideoPreviewLayer(session: session)
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        previewLayer.videoGravity = .resizeAspectFill
        previewLayer.frame = bounds
        layer.addSublayer(previewLayer)
        if session.canAddOutput(output) {
            session.addOutput(output)
            output.setMetadataObjectsDelegate(self, queue: .main)
            output.metadataObjectTypes = [.qr, .ean13]
        }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection) {
        guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
        badgeText = code.stringValue
    }
}

private struct Scanner: UIViewRepresentable {
    func makeUIView(context: Context) -> ScannerView { ScannerView(frame: CGRect(x: 0, y: 0, width: 120, height: 80)) }
    func updateUIView(_ uiView: ScannerView, context: Context) {}
}

/// A themed card whose UIKit view forces dark: its dynamic background resolves dark.
private struct ThemedCard: UIViewRepresentable {
    var style: UIUserInterfaceStyle
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .systemBackground
        card.overrideUserInterfaceStyle = style
        return card
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A share item that writes a PDF to a temporary file, as a payslip app shares one.
private final class PDFShareItemProvider: UIActivityItemProvider, @unchecked Sendable {
    let title: String
    init(title: String) {
        self.title = title
        super.init(placeholderItem: URL(fileURLWithPath: "/tmp/\(title).pdf"))
    }
    override var item: Any { URL(fileURLWithPath: "/tmp/\(title)-final.pdf") }
    override func activityViewController(_ activityViewController: UIActivityViewController,
                                         subjectForActivityType activityType: UIActivity.ActivityType?) -> String { title }
}

/// A ping-pong video backdrop, as a journal app loops its clip (MeetMemento, unseen36).
private final class LoopingBackdrop {
    var player: AVPlayer?
    var reversed = false
    init(url: URL) { player = AVPlayer(playerItem: AVPlayerItem(url: url)) }
    func bounce() {
        player?.seek(to: CMTime(seconds: 4.9, preferredTimescale: 600),
                     toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity) { [weak self] finished in
            guard finished, let self else { return }
            self.player?.rate = -1
        }
    }
    var stalled: Bool { player?.currentItem?.status == .failed || player?.currentItem?.isPlaybackLikelyToKeepUp == true }
}

/// Names the apps of batch unseen37 use (a payslip reader, a college radio app), answering as an
/// iOS Simulator would where Linux can: the process's real memory and threads.
@MainActor @Suite struct UnseenAppsRound37Tests {
    @Test func machMemoryAndThreadGaugesReadThisProcess() throws {
        let resident = try #require(residentMegabytes())
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        let kilobytes = try #require(Double(line.split(separator: " ").dropFirst().first ?? ""))
        #expect(abs(resident - kilobytes / 1024) < 64, "\(resident) MB beside VmRSS \(kilobytes) kB")
        #expect(resident > 10 && footprintMegabytes() > 10)
        let usage = try #require(cpuUsagePercent())
        #expect(usage.threads >= 1 && usage.percent >= 0 && usage.percent <= Double(usage.threads) * 100)
        // Only an array task_threads handed out is freed; a short buffer or another task is refused.
        #expect(vm_deallocate(mach_task_self_, 0x1000, 16) == KERN_INVALID_ADDRESS)
        var info = mach_task_basic_info(), short: mach_msg_type_number_t = 2
        let refused = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: 1) { task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &short) }
        }
        #expect(refused == KERN_INVALID_ARGUMENT && info.resident_size == 0)
        let start = CFAbsoluteTimeGetCurrent()
        #expect(abs(start - Date().timeIntervalSinceReferenceDate) < 1)
        #expect(abs(start + kCFAbsoluteTimeIntervalSince1970 - Date().timeIntervalSince1970) < 1)
    }

    @Test func imagesDecodeFromDataProviders() throws {
        // A PNG read back through a data provider, as a PDF page's image is rebuilt.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }.pngData())
        let provider = try #require(CGDataProvider(data: png as CFData))
        let image = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 4 && image.height == 2)
        #expect(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .perceptual) == nil)
    }

    @Test func shareProvidersAndPrintingAnswerWithoutASheet() {
        let provider = PDFShareItemProvider(title: "March")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        #expect(provider.activityViewControllerPlaceholderItem(sheet) as? URL == URL(fileURLWithPath: "/tmp/March.pdf"))
        #expect(provider.activityViewController(sheet, itemForActivityType: .mail) as? URL == URL(fileURLWithPath: "/tmp/March-final.pdf"))
        #expect(provider.activityViewController(sheet, subjectForActivityType: .mail) == "March" && provider.activityType == .mail)
        let info = UIPrintInfo(dictionary: nil)
        info.jobName = "March payslip"
        info.outputType = .grayscale
        let printer = UIPrintInteractionController.shared
        printer.printInfo = info
        printer.printingItem = Data("%PDF-1.7".utf8)
        var sent: Bool?
        printer.present(animated: true) { _, completed, _ in sent = completed }
        #expect(sent == false && !UIPrintInteractionController.isPrintingAvailable)
        #expect(UIPrintInteractionController.canPrint(Data("%PDF-1.4".utf8)) && !UIPrintInteractionController.canPrint(Data("text".utf8)))
    }

    @Test func videoSeeksFinishAndItemsStayUnloaded() {
        let backdrop = LoopingBackdrop(url: URL(fileURLWithPath: "/tmp/ocean.mp4"))
        backdrop.bounce()
        #expect(backdrop.player?.rate == -1 && !backdrop.stalled)
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/ocean.mp4"))
        #expect(item.status == .unknown && item.error == nil && item.presentationSize == .zero)
        nonisolated(unsafe) var seeked = false
        item.seek(to: .zero) { seeked = $0 }
        #expect(seeked)
    }

    @Test func dataCompressesAsRawDeflate() throws {
        // A log file's compression, as a radio app's logger writes it (WXYC, unseen37).
        let hello = Data("hello".utf8) as NSData
        let packed = try hello.compressed(using: .zlib) as Data
        #expect(Array(packed) == [0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00])
        let lines = Data(String(repeating: "now playing: track\n", count: 2_000).utf8)
        let small = try (lines as NSData).compressed(using: .zlib)
        #expect(small.length < lines.count / 20)
        #expect(try small.decompressed(using: .zlib) as Data == lines)
        #expect(throws: CocoaError.self) { try (Data("nonsense".utf8) as NSData).decompressed(using: .zlib) }
        #expect(throws: CocoaError.self) { try hello.compressed(using: .lzfse) }
    }

    @Test func associatedObjectsLiveAsLongAsTheirOwner() {
        var view: UIView? = UIView()
        view?.badgeText = "3"
        #expect(view?.badgeText == "3" && UIView().badgeText == nil)
        view?.badgeText = nil
        #expect(view?.badgeText == nil)
        view?.badgeText = "7"
        weak let freed = view
        view = nil
        #expect(freed == nil)
        // A new view never sees a freed one's value, even at a reused address.
        for _ in 0..<100 { #expect(UIView().badgeText == nil) }
        var number = 5
        objc_setAssociatedObject(number, &badgeKey, "lost", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(number, &badgeKey) == nil)
        number += 1
    }

    @Test func scannerLayerDrawsItsBackgroundAndNamesTheMissingFeed() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: Scanner().frame(width: 120, height: 80).background(Color.white)).render()
        }
        let center = image.pixel(x: image.width / 2, y: image.height / 2)
        #expect(center.red < 10 && center.green < 10, "\(center)")  // the view's black, no camera frame
        #expect(warnings.contains { $0.contains("AVCaptureVideoPreviewLayer") }, "\(warnings)")
        let scanner = ScannerView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(scanner.output.metadataObjectTypes == [.qr, .ean13] && scanner.output.availableMetadataObjectTypes.isEmpty)
        #expect(scanner.previewLayer.videoGravity == .resizeAspectFill && AVLayerVideoGravity.resizeAspect.rawValue == "AVLayerVideoGravityResizeAspect")
        #expect(AVMetadataObject.ObjectType.qr.rawValue == "org.iso.QRCode" && scanner.output.rectOfInterest == CGRect(x: 0, y: 0, width: 1, height: 1))
        let layer = AVCaptureVideoPreviewLayer(session: scanner.session)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let point = layer.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 25, y: 50))
        #expect(point == CGPoint(x: 0.25, y: 0.75))
        #expect(layer.layerPointConverted(fromCaptureDevicePoint: point) == CGPoint(x: 25, y: 50))
    }

    @Test func blockAnimationsLeaveTheirEndStateAndSubviewsKeepTheirOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
            view.alpha = 0.5
        }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && finished == true)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: .curveEaseInOut) {
            view.frame.origin.x = 40
        }
        UIView.performWithoutAnimation { view.isHidden = true }
        #expect(view.frame.minX == 40 && view.isHidden)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16 && UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)

        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a, b, c].map { ObjectIdentifier($0.layer) })
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    }

    @Test func appearanceOverridesResolveTheViewsColours() throws {
        func center(_ style: UIUserInterfaceStyle) throws -> RenderedImage.Pixel {
            let image = try ImageRenderer(content: ThemedCard(style: style).frame(width: 40, height: 40)).render()
            return image.pixel(x: image.width / 2, y: image.height / 2)
        }
        #expect(try center(.dark).red == 0 && center(.light).red == 255 && center(.unspecified).red == 255)
        let item = UITabBarItem(title: "Payslips", image: nil, tag: 0)
        item.accessibilityLabel = "Payslips tab"
        item.accessibilityIdentifier = "tab.payslips"
        #expect(item.accessibilityLabel == "Payslips tab" && item.isAccessibilityElement)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor && UIDevice.current.identifierForVendor != nil)
    }
}
