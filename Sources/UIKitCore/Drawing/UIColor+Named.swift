import Foundation

/// `UIColor(named:)`: a colour set of the bundle's asset catalogs; with a dark variant, a dynamic colour.
extension UIColor {
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// `nil` when no catalog has the colour set, as UIKit; `traitCollection` picks the variant at once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.colorSet(named: name, in: bundle ?? .application) else { return nil }
        guard let dark = set.dark else { self.init(cgColor: set.light.cgColor); return }
        if let traitCollection {
            self.init(cgColor: (traitCollection.userInterfaceStyle == .dark ? dark : set.light).cgColor)
        } else {
            let light = set.light
            self.init { $0.userInterfaceStyle == .dark ? dark : light }
        }
    }
}
