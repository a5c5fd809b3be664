import Testing
@testable import BackplateCore

/// The set operations `_BitFieldSet` gives SwiftUI's three flag sets declared `SetAlgebra`.
@Suite struct BitFieldSetTests {
    @Test func tableColumnBehaviorsCombineAsSets() {
        var behavior: TableColumnCustomizationBehavior = [.resize, .reorder]
        #expect(behavior.contains(.resize) && behavior.contains(.reorder) && !behavior.contains(.visibility))
        #expect(TableColumnCustomizationBehavior.all.contains([.resize, .reorder, .visibility]))
        let first = behavior.insert(.visibility), second = behavior.insert(.visibility)
        #expect(first.inserted && first.memberAfterInsert == .visibility && !second.inserted)
        let removed = behavior.remove(.reorder), removedAgain = behavior.remove(.reorder)
        #expect(removed == .reorder && removedAgain == nil)
        #expect(behavior == [.resize, .visibility])
        #expect(behavior.symmetricDifference([.resize, .reorder]) == [.reorder, .visibility])
        #expect(behavior.intersection(.resize) == .resize)
        #expect(TableColumnCustomizationBehavior().isEmpty)
        #expect(behavior.isSubset(of: .all) && !TableColumnCustomizationBehavior.all.isSubset(of: behavior))
    }

    @Test func accessibilityTechnologiesCombineAsSets() {
        var technologies = AccessibilityTechnologies()
        #expect(technologies.isEmpty)
        let new = technologies.update(with: .voiceOver), old = technologies.update(with: .voiceOver)
        #expect(new == nil && old == .voiceOver)
        technologies.formUnion(.switchControl)
        #expect(technologies == [.voiceOver, .switchControl])
        technologies.formIntersection(.switchControl)
        #expect(technologies == .switchControl && !technologies.contains(.voiceOver))
        technologies.formSymmetricDifference([.voiceOver, .switchControl])
        #expect(technologies == .voiceOver)
        let listed: [AccessibilityTechnologies] = [.voiceOver, [.voiceOver], .switchControl]
        #expect(Set(listed).count == 2)
    }

    @Test func accessibilityTraitsCombineAsSetsAndKeepTheEngineBits() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.rawValue == 0b101 && AccessibilityTraits(rawValue: 0b101) == traits)
        let first = traits.insert(.isHeader), second = traits.insert(.isHeader)
        #expect(first.inserted && first.memberAfterInsert == .isHeader && !second.inserted)
        #expect(traits.remove(.isSelected) == .isSelected && traits.remove(.isSelected) == nil)
        #expect(traits == [.isButton, .isHeader] && traits.rawValue == 0b11)
        #expect(traits.subtracting(.isButton) == .isHeader && AccessibilityTraits().isEmpty)
    }
}
