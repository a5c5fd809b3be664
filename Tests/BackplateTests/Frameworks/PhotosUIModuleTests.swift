import Testing
import BackplateTestSupport
import Foundation
import Backplate
import PhotosUI

/// PhotosUI's pickers with no photo library, in Swift 6 mode. Expected values: Apple's
/// documented defaults (`PHPickerConfiguration.selectionLimit` 1, no filter, `.default`
/// selection and mode, `.automatic` representation) and a picker drawn as its label's button.
@MainActor @Suite(.tags(.layout)) struct PhotosUIModuleTests {
    private func texts<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        return renderer.displayList().drawnTexts.map(\.0)
    }

    @Test func configurationDefaultsAreApples() {
        let configuration = PHPickerConfiguration()
        #expect(configuration.selectionLimit == 1)
        #expect(configuration.filter == nil)
        #expect(configuration.selection == .default)
        #expect(configuration.preferredAssetRepresentationMode == .automatic)
        #expect(configuration.mode == .default)
        #expect(configuration.disabledCapabilities.isEmpty && configuration.preselectedAssetIdentifiers.isEmpty)
        #expect(PHPickerConfiguration(photoLibrary: .shared()) == configuration)
    }

    @Test func aPickerControllerKeepsItsConfigurationAndUpdates() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .playbackStyle(.livePhoto)])
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        #expect(picker.configuration.filter == .any(of: [.images, .playbackStyle(.livePhoto)]))
        #expect(picker.configuration.filter != .any(of: [.images, .playbackStyle(.video)]))
        var update = PHPickerConfiguration.Update()
        update.selectionLimit = 5
        picker.updatePicker(using: update)
        #expect(picker.configuration.selectionLimit == 5)
        picker.updatePicker(using: PHPickerConfiguration.Update())
        #expect(picker.configuration.selectionLimit == 5)
        #expect(picker.delegate == nil)
    }

    @Test func pickersFromALibraryDrawTheirTitle() {
        let one = texts(PhotosPicker(String("Choose Photo"), selection: .constant(nil), photoLibrary: .shared()))
        #expect(one == ["Choose Photo"])
        let many = texts(PhotosPicker(String("Choose Photos"), selection: .constant([]), maxSelectionCount: 3, photoLibrary: .shared()))
        #expect(many == ["Choose Photos"])
    }

    @Test func presentingModifiersLeaveTheViewAsIs() {
        let plain = texts(Text(verbatim: "Profile"))
        let presented = texts(Text(verbatim: "Profile")
            .photosPicker(isPresented: .constant(true), selection: .constant(nil), photoLibrary: .shared())
            .photosPickerDisabledCapabilities([.search, .stagingArea])
            .photosPickerStyle(.inline))
        #expect(presented == plain)
        let capabilities: PHPickerCapabilities = [.search, .collectionNavigation]
        #expect(capabilities.contains(.search) && !capabilities.contains(.selectionActions))
    }
}
