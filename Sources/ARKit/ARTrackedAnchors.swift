import Foundation

/// A known 2D image ARKit found (ARKit's `ARImageAnchor`); never found in a render.
open class ARImageAnchor: ARAnchor, ARTrackable {
    /// The image found.
    open private(set) var referenceImage: ARReferenceImage
    /// Whether the image is tracked now.
    open private(set) var isTracked = false
    /// The ratio of the image's measured size to its given physical size (1).
    open private(set) var estimatedScaleFactor: CGFloat = 1

    /// A copy of `anchor` (an image anchor's image too; else an empty image of no size).
    public required init(anchor: ARAnchor) {
        let image = anchor as? ARImageAnchor
        referenceImage = image?.referenceImage ?? ARReferenceImage(placeholderNamed: nil)
        isTracked = image?.isTracked ?? false
        estimatedScaleFactor = image?.estimatedScaleFactor ?? 1
        super.init(anchor: anchor)
    }

    /// Reads an archived anchor (the image is not archived).
    public required init?(coder: NSCoder) {
        referenceImage = ARReferenceImage(placeholderNamed: nil)
        super.init(coder: coder)
    }
}

/// A known 3D object ARKit found (ARKit's `ARObjectAnchor`); never found in a render.
open class ARObjectAnchor: ARAnchor {
    /// The object found.
    open private(set) var referenceObject: ARReferenceObject

    /// A copy of `anchor` (an object anchor's object too; else an empty object).
    public required init(anchor: ARAnchor) {
        referenceObject = (anchor as? ARObjectAnchor)?.referenceObject ?? ARReferenceObject(placeholderNamed: nil)
        super.init(anchor: anchor)
    }

    /// Reads an archived anchor (the object is not archived).
    public required init?(coder: NSCoder) {
        referenceObject = ARReferenceObject(placeholderNamed: nil)
        super.init(coder: coder)
    }
}

/// A face the TrueDepth camera tracks (ARKit's `ARFaceAnchor`); never tracked in a render.
open class ARFaceAnchor: ARAnchor, ARTrackable {
    /// A facial feature whose movement a coefficient from 0 to 1 describes.
    public struct BlendShapeLocation: RawRepresentable, Hashable, Sendable {
        /// ARKit's key for the feature.
        public let rawValue: String
        /// The feature of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The eye blink left coefficient.
        public static let eyeBlinkLeft = BlendShapeLocation(rawValue: "eyeBlink_L")
        /// The eye look down left coefficient.
        public static let eyeLookDownLeft = BlendShapeLocation(rawValue: "eyeLookDown_L")
        /// The eye look in left coefficient.
        public static let eyeLookInLeft = BlendShapeLocation(rawValue: "eyeLookIn_L")
        /// The eye look out left coefficient.
        public static let eyeLookOutLeft = BlendShapeLocation(rawValue: "eyeLookOut_L")
        /// The eye look up left coefficient.
        public static let eyeLookUpLeft = BlendShapeLocation(rawValue: "eyeLookUp_L")
        /// The eye squint left coefficient.
        public static let eyeSquintLeft = BlendShapeLocation(rawValue: "eyeSquint_L")
        /// The eye wide left coefficient.
        public static let eyeWideLeft = BlendShapeLocation(rawValue: "eyeWide_L")
        /// The eye blink right coefficient.
        public static let eyeBlinkRight = BlendShapeLocation(rawValue: "eyeBlink_R")
        /// The eye look down right coefficient.
        public static let eyeLookDownRight = BlendShapeLocation(rawValue: "eyeLookDown_R")
        /// The eye look in right coefficient.
        public static let eyeLookInRight = BlendShapeLocation(rawValue: "eyeLookIn_R")
        /// The eye look out right coefficient.
        public static let eyeLookOutRight = BlendShapeLocation(rawValue: "eyeLookOut_R")
        /// The eye look up right coefficient.
        public static let eyeLookUpRight = BlendShapeLocation(rawValue: "eyeLookUp_R")
        /// The eye squint right coefficient.
        public static let eyeSquintRight = BlendShapeLocation(rawValue: "eyeSquint_R")
        /// The eye wide right coefficient.
        public static let eyeWideRight = BlendShapeLocation(rawValue: "eyeWide_R")
        /// The jaw forward coefficient.
        public static let jawForward = BlendShapeLocation(rawValue: "jawForward")
        /// The jaw left coefficient.
        public static let jawLeft = BlendShapeLocation(rawValue: "jawLeft")
        /// The jaw right coefficient.
        public static let jawRight = BlendShapeLocation(rawValue: "jawRight")
        /// The jaw open coefficient.
        public static let jawOpen = BlendShapeLocation(rawValue: "jawOpen")
        /// The mouth close coefficient.
        public static let mouthClose = BlendShapeLocation(rawValue: "mouthClose")
        /// The mouth funnel coefficient.
        public static let mouthFunnel = BlendShapeLocation(rawValue: "mouthFunnel")
        /// The mouth pucker coefficient.
        public static let mouthPucker = BlendShapeLocation(rawValue: "mouthPucker")
        /// The mouth left coefficient.
        public static let mouthLeft = BlendShapeLocation(rawValue: "mouthLeft")
        /// The mouth right coefficient.
        public static let mouthRight = BlendShapeLocation(rawValue: "mouthRight")
        /// The mouth smile left coefficient.
        public static let mouthSmileLeft = BlendShapeLocation(rawValue: "mouthSmile_L")
        /// The mouth smile right coefficient.
        public static let mouthSmileRight = BlendShapeLocation(rawValue: "mouthSmile_R")
        /// The mouth frown left coefficient.
        public static let mouthFrownLeft = BlendShapeLocation(rawValue: "mouthFrown_L")
        /// The mouth frown right coefficient.
        public static let mouthFrownRight = BlendShapeLocation(rawValue: "mouthFrown_R")
        /// The mouth dimple left coefficient.
        public static let mouthDimpleLeft = BlendShapeLocation(rawValue: "mouthDimple_L")
        /// The mouth dimple right coefficient.
        public static let mouthDimpleRight = BlendShapeLocation(rawValue: "mouthDimple_R")
        /// The mouth stretch left coefficient.
        public static let mouthStretchLeft = BlendShapeLocation(rawValue: "mouthStretch_L")
        /// The mouth stretch right coefficient.
        public static let mouthStretchRight = BlendShapeLocation(rawValue: "mouthStretch_R")
        /// The mouth roll lower coefficient.
        public static let mouthRollLower = BlendShapeLocation(rawValue: "mouthRollLower")
        /// The mouth roll upper coefficient.
        public static let mouthRollUpper = BlendShapeLocation(rawValue: "mouthRollUpper")
        /// The mouth shrug lower coefficient.
        public static let mouthShrugLower = BlendShapeLocation(rawValue: "mouthShrugLower")
        /// The mouth shrug upper coefficient.
        public static let mouthShrugUpper = BlendShapeLocation(rawValue: "mouthShrugUpper")
        /// The mouth press left coefficient.
        public static let mouthPressLeft = BlendShapeLocation(rawValue: "mouthPress_L")
        /// The mouth press right coefficient.
        public static let mouthPressRight = BlendShapeLocation(rawValue: "mouthPress_R")
        /// The mouth lower down left coefficient.
        public static let mouthLowerDownLeft = BlendShapeLocation(rawValue: "mouthLowerDown_L")
        /// The mouth lower down right coefficient.
        public static let mouthLowerDownRight = BlendShapeLocation(rawValue: "mouthLowerDown_R")
        /// The mouth upper up left coefficient.
        public static let mouthUpperUpLeft = BlendShapeLocation(rawValue: "mouthUpperUp_L")
        /// The mouth upper up right coefficient.
        public static let mouthUpperUpRight = BlendShapeLocation(rawValue: "mouthUpperUp_R")
        /// The brow down left coefficient.
        public static let browDownLeft = BlendShapeLocation(rawValue: "browDown_L")
        /// The brow down right coefficient.
        public static let browDownRight = BlendShapeLocation(rawValue: "browDown_R")
        /// The brow inner up coefficient.
        public static let browInnerUp = BlendShapeLocation(rawValue: "browInnerUp")
        /// The brow outer up left coefficient.
        public static let browOuterUpLeft = BlendShapeLocation(rawValue: "browOuterUp_L")
        /// The brow outer up right coefficient.
        public static let browOuterUpRight = BlendShapeLocation(rawValue: "browOuterUp_R")
        /// The cheek puff coefficient.
        public static let cheekPuff = BlendShapeLocation(rawValue: "cheekPuff")
        /// The cheek squint left coefficient.
        public static let cheekSquintLeft = BlendShapeLocation(rawValue: "cheekSquint_L")
        /// The cheek squint right coefficient.
        public static let cheekSquintRight = BlendShapeLocation(rawValue: "cheekSquint_R")
        /// The nose sneer left coefficient.
        public static let noseSneerLeft = BlendShapeLocation(rawValue: "noseSneer_L")
        /// The nose sneer right coefficient.
        public static let noseSneerRight = BlendShapeLocation(rawValue: "noseSneer_R")
        /// The tongue out coefficient.
        public static let tongueOut = BlendShapeLocation(rawValue: "tongueOut")
    }

    /// The face's mesh.
    open private(set) var geometry: ARFaceGeometry
    /// The coefficients of the facial features (none).
    open private(set) var blendShapes: [BlendShapeLocation: NSNumber] = [:]
    /// The left eye's transform in the face's coordinates.
    open private(set) var leftEyeTransform = matrix_identity_float4x4
    /// The right eye's transform in the face's coordinates.
    open private(set) var rightEyeTransform = matrix_identity_float4x4
    /// Where the eyes look, in the face's coordinates.
    open private(set) var lookAtPoint = simd_float3.zero
    /// Whether the face is tracked now.
    open private(set) var isTracked = false

    /// A copy of `anchor` (a face anchor's face data too).
    public required init(anchor: ARAnchor) {
        let face = anchor as? ARFaceAnchor
        geometry = face?.geometry ?? ARFaceGeometry()
        blendShapes = face?.blendShapes ?? [:]
        leftEyeTransform = face?.leftEyeTransform ?? matrix_identity_float4x4
        rightEyeTransform = face?.rightEyeTransform ?? matrix_identity_float4x4
        lookAtPoint = face?.lookAtPoint ?? .zero
        isTracked = face?.isTracked ?? false
        super.init(anchor: anchor)
    }

    /// Reads an archived anchor (the face data is not archived).
    public required init?(coder: NSCoder) {
        geometry = ARFaceGeometry()
        super.init(coder: coder)
    }
}

/// A face's mesh (ARKit's `ARFaceGeometry`): empty, as no face is tracked in a render.
open class ARFaceGeometry: NSObject, NSCopying {
    /// The mesh's vertices.
    open private(set) var vertices: [simd_float3] = []
    /// The texture coordinates of each vertex.
    open private(set) var textureCoordinates: [simd_float2] = []
    /// The number of triangles.
    open var triangleCount: Int { triangleIndices.count / 3 }
    /// Three vertex indices per triangle.
    open private(set) var triangleIndices: [Int16] = []

    override init() { super.init() }

    /// The mesh for a set of blend shape coefficients: `nil` in a render (no face model).
    public init?(blendShapes: [ARFaceAnchor.BlendShapeLocation: NSNumber]) { return nil }

    /// The geometry itself (geometries are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A body's joints (ARKit's `ARSkeleton`).
open class ARSkeleton: NSObject {
    /// A joint's name.
    public struct JointName: RawRepresentable, Hashable, Sendable {
        /// ARKit's name for the joint.
        public let rawValue: String
        /// The joint of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The hips: the skeleton's root.
        public static let root = JointName(rawValue: "root")
        /// The head.
        public static let head = JointName(rawValue: "head_joint")
        /// The left hand.
        public static let leftHand = JointName(rawValue: "left_hand_joint")
        /// The right hand.
        public static let rightHand = JointName(rawValue: "right_hand_joint")
        /// The left foot.
        public static let leftFoot = JointName(rawValue: "left_foot_joint")
        /// The right foot.
        public static let rightFoot = JointName(rawValue: "right_foot_joint")
        /// The left shoulder.
        public static let leftShoulder = JointName(rawValue: "left_shoulder_1_joint")
        /// The right shoulder.
        public static let rightShoulder = JointName(rawValue: "right_shoulder_1_joint")
    }

    /// The skeleton's joints and hierarchy.
    open private(set) var definition: ARSkeletonDefinition
    /// The number of joints.
    open var jointCount: Int { definition.jointCount }

    init(definition: ARSkeletonDefinition) {
        self.definition = definition
    }

    /// Whether the joint at `jointIndex` is tracked (never, in a render).
    open func isJointTracked(_ jointIndex: Int) -> Bool { false }
}

/// A body's joints in 3D (ARKit's `ARSkeleton3D`).
open class ARSkeleton3D: ARSkeleton {
    /// Each joint's transform relative to the root.
    open var jointModelTransforms: [simd_float4x4] { definition.neutralTransforms }
    /// Each joint's transform relative to its parent.
    open var jointLocalTransforms: [simd_float4x4] { definition.neutralTransforms }

    /// The joint's transform relative to the root, or `nil` for an unknown joint.
    open func modelTransform(for jointName: ARSkeleton.JointName) -> simd_float4x4? {
        let index = definition.index(for: jointName)
        return index == NSNotFound ? nil : jointModelTransforms[index]
    }

    /// The joint's transform relative to its parent, or `nil` for an unknown joint.
    open func localTransform(for jointName: ARSkeleton.JointName) -> simd_float4x4? {
        let index = definition.index(for: jointName)
        return index == NSNotFound ? nil : jointLocalTransforms[index]
    }
}

/// A skeleton's joints and hierarchy (ARKit's `ARSkeletonDefinition`).
open class ARSkeletonDefinition: NSObject {
    /// The 3D body skeleton's definition: Backplate lists only the joints `ARSkeleton.JointName`
    /// names (ARKit's has 91), each a child of the root, at the root's position.
    open class var defaultBody3D: ARSkeletonDefinition {
        ARSkeletonDefinition(
            jointNames: [ARSkeleton.JointName.root, .head, .leftHand, .rightHand, .leftFoot, .rightFoot, .leftShoulder, .rightShoulder].map(\.rawValue),
            parentIndices: [-1, 0, 0, 0, 0, 0, 0, 0])
    }

    /// The joints' names.
    public let jointNames: [String]
    /// Each joint's parent's index (-1 for the root).
    public let parentIndices: [Int]
    /// The number of joints.
    open var jointCount: Int { jointNames.count }
    /// The transforms of a body at rest (identities here).
    var neutralTransforms: [simd_float4x4] { Array(repeating: matrix_identity_float4x4, count: jointCount) }

    init(jointNames: [String], parentIndices: [Int]) {
        self.jointNames = jointNames
        self.parentIndices = parentIndices
    }

    /// The index of `jointName`, or `NSNotFound`.
    open func index(for jointName: ARSkeleton.JointName) -> Int { jointNames.firstIndex(of: jointName.rawValue) ?? NSNotFound }
}

/// A person's body ARKit tracks (ARKit's `ARBodyAnchor`); never tracked in a render.
open class ARBodyAnchor: ARAnchor, ARTrackable {
    /// The body's skeleton.
    open private(set) var skeleton: ARSkeleton3D
    /// The ratio of the body's measured size to the default skeleton's (1).
    open private(set) var estimatedScaleFactor: CGFloat = 1
    /// Whether the body is tracked now.
    open private(set) var isTracked = false

    /// A copy of `anchor` (a body anchor's skeleton too).
    public required init(anchor: ARAnchor) {
        let body = anchor as? ARBodyAnchor
        skeleton = body?.skeleton ?? ARSkeleton3D(definition: .defaultBody3D)
        estimatedScaleFactor = body?.estimatedScaleFactor ?? 1
        isTracked = body?.isTracked ?? false
        super.init(anchor: anchor)
    }

    /// Reads an archived anchor (the skeleton is not archived).
    public required init?(coder: NSCoder) {
        skeleton = ARSkeleton3D(definition: .defaultBody3D)
        super.init(coder: coder)
    }
}
