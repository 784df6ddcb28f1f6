import UIKit

/// Blur and vibrancy: `UIVisualEffectView`s over colourful stripes, whose blur both renderers read from what they
/// drew behind it.
extension GoldenScenes {
    @MainActor static var visualEffects: [GoldenScene] {
        let size = CGSize(width: 200, height: 160)
        return [
            GoldenScene("blur-light-over-stripes", size: size, "Stripes and a disc under a light blur (white veil), "
                        + "sharp round it; a sharp square on the blur.") {
                let root = stripes(size)
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                blur.frame = CGRect(x: 30, y: 30, width: 140, height: 100)
                let square = UIView(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
                square.backgroundColor = UIColor(cgColor: SceneParts.blue)
                blur.contentView.addSubview(square)
                root.addSublayer(blur.layer)
                return root
            },
            GoldenScene("blur-dark-material-vibrancy", size: size, "A dark material blur over the stripes, a "
                        + "vibrant (screened) light bar inside it, and an ultra-thin light material overlapping it at the bottom right.") {
                let root = stripes(size)
                let blurEffect = UIBlurEffect(style: .systemMaterialDark)
                let blur = UIVisualEffectView(effect: blurEffect)
                blur.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
                let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect))
                vibrancy.frame = blur.bounds
                let bar = UIView(frame: CGRect(x: 12, y: 30, width: 96, height: 20))
                bar.backgroundColor = UIColor(white: 0.8, alpha: 1)
                vibrancy.contentView.addSubview(bar)
                blur.contentView.addSubview(vibrancy)
                root.addSublayer(blur.layer)
                let thin = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
                thin.frame = CGRect(x: 100, y: 110, width: 90, height: 40)
                root.addSublayer(thin.layer)
                return root
            },
        ]
    }

    /// Vertical stripes of strong colours with a white disc across them: a backdrop whose blur shows.
    @MainActor private static func stripes(_ size: CGSize) -> CALayer {
        let root = SceneParts.root(size)
        let colors = [SceneParts.red, SceneParts.yellow, SceneParts.green, SceneParts.blue,
                      CGColor(red: 0.8, green: 0.2, blue: 0.8, alpha: 1)]
        var x: CGFloat = 0, index = 0
        while x < size.width {
            root.addSublayer(SceneParts.box(CGRect(x: x, y: 0, width: 16, height: size.height),
                                            colors[index % colors.count]))
            x += 16
            index += 1
        }
        let disc = SceneParts.box(CGRect(x: 70, y: 50, width: 60, height: 60), .white)
        disc.cornerRadius = 30
        root.addSublayer(disc)
        return root
    }
}
