@_exported import Backplate
@_exported import BackplateUIKit
