import Testing
import Foundation
@testable import AVFoundation
import UIKit

// A camera logger written as unseen40's Nutrivance writes it: a session feeding a preview layer
// and a photo output, levelled by iOS 17's rotation coordinator. A render has no camera.

private final class Logger: NSObject, AVCapturePhotoCaptureDelegate {
    var photos = 0
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) { photos += 1 }
}

@MainActor @Suite struct PhotoCaptureTests {
    @Test func aSessionWithoutACameraConnectsNothingAndTakesNoPhoto() {
        let session = AVCaptureSession()
        let output = AVCapturePhotoOutput()
        session.addOutput(output)
        let layer = AVCaptureVideoPreviewLayer()
        layer.session = session
        #expect(layer.session === session && session.connections.isEmpty && layer.connection == nil)
        let logger = Logger()
        output.capturePhoto(with: AVCapturePhotoSettings(), delegate: logger)
        #expect(logger.photos == 0)
    }

    @Test func thePortraitRotationIsNinetyDegrees() {
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        let device = AVCaptureDevice()  // a camera only iOS makes; a render finds none
        let coordinator = AVCaptureDevice.RotationCoordinator(device: device, previewLayer: nil)
        #expect(coordinator.videoRotationAngleForHorizonLevelCapture == 90 && coordinator.videoRotationAngleForHorizonLevelPreview == 90)
    }

    @Test func aDeferredMenuElementWaitsForAMenuThatNeverOpens() {
        var loads = 0
        let element = UIDeferredMenuElement { completion in loads += 1; completion([]) }
        let menu = UIMenu(title: "View", children: [element, UIDeferredMenuElement.uncached { $0([]) }])
        #expect(menu.children.count == 2 && loads == 0)
    }
}
