import Testing
import CoreGraphics

/// CoreGraphics' C constructors, as older app code calls them (`CGSizeMake(0, 2)` for a shadow).
@Suite struct CGGeometryMakeTests {
    @Test func theConstructorsMakeWhatTheInitializersMake() {
        #expect(CGPointMake(3, -4) == CGPoint(x: 3, y: -4))
        #expect(CGSizeMake(0, 2) == CGSize(width: 0, height: 2))
        #expect(CGRectMake(1, 2, 30, 40) == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(CGRectMake(1, 2, 30, 40).maxY == 42)
        #expect(CGVectorMake(0.5, 9.8) == CGVector(dx: 0.5, dy: 9.8))
    }
}
