import UIKit

/// The golden-scene corpus: layer trees covering the layer properties, each with a checked-in reference picture
/// (Tests/GoldenImages/<name>.png). The reference renderer is tested against these pictures, and the X11 compositor
/// is held to the same pictures. Regenerate them with `UPDATE_GOLDENS=1 swift test --filter GoldenSceneTests`.
public enum GoldenScenes {
    @MainActor public static var all: [GoldenScene] {
        appearance + geometry + contents + layerClasses + animation + text + rasterization + emitters + visualEffects
    }

    /// Looks a scene up by name.
    @MainActor public static func named(_ name: String) -> GoldenScene? { all.first { $0.name == name } }
}
