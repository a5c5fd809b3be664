import BackplateCore
import Foundation

/// A custom OpenGL ES fragment shader for sprites, shapes and effect nodes (SpriteKit's
/// `SKShader`). Kept with its source and uniforms; a still render runs no shaders: a node with
/// one draws without it, and a runtime warning says so.
open class SKShader: NSObject, NSCopying {
    /// The shader's source code.
    open var source: String?
    /// The uniforms the shader reads.
    open var uniforms: [SKUniform] = []

    /// An empty shader.
    public override init() { super.init() }

    /// A shader with `source`.
    public init(source: String) {
        self.source = source
        super.init()
    }

    /// A shader with `source` and `uniforms`.
    public init(source: String, uniforms: [SKUniform]) {
        self.source = source
        self.uniforms = uniforms
        super.init()
    }

    /// A shader from the bundle's `.fsh` file `name` (read when the file is found; never run).
    public convenience init(fileNamed name: String) {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? "fsh" : (name as NSString).pathExtension
        let source = Bundle.main.path(forResource: base, ofType: ext).flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        self.init(source: source ?? "")
    }

    /// Adds a uniform.
    open func addUniform(_ uniform: SKUniform) { uniforms.append(uniform) }
    /// The uniform named `name`, if any.
    open func uniformNamed(_ name: String) -> SKUniform? { uniforms.first { $0.name == name } }
    /// Removes the uniform named `name`.
    open func removeUniformNamed(_ name: String) { uniforms.removeAll { $0.name == name } }

    /// A copy with the same source and uniforms.
    open func copy(with zone: NSZone? = nil) -> Any { SKShader(source: source ?? "", uniforms: uniforms) }
}

/// A named value a shader reads (SpriteKit's `SKUniform`): a float or a texture here.
open class SKUniform: NSObject {
    /// The name the shader's source uses.
    open var name: String
    /// The value as a float.
    open var floatValue: Float = 0
    /// The value as a texture.
    open var textureValue: SKTexture?

    /// A uniform with no value.
    public init(name: String) {
        self.name = name
        super.init()
    }

    /// A float uniform.
    public init(name: String, float value: Float) {
        self.name = name
        floatValue = value
        super.init()
    }

    /// A texture uniform.
    public init(name: String, texture: SKTexture?) {
        self.name = name
        textureValue = texture
        super.init()
    }
}
