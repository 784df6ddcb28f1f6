/// Every view takes appearance proxies, as in UIKit: `UIView.appearance().tintColor`, `UISwitch.appearance()
/// .onTintColor`, `UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor`. A view's
/// appearance properties record themselves (`recordAppearance` in their setters), and the proxies' values apply as
/// the view joins a window (UIView+Hierarchy.swift), innermost container first.
extension UIView: AppearanceRecording {
    var appearanceRecord: AppearanceRecord {
        if let record = appearanceRecordStorage { return record }
        let record = AppearanceRecord()
        appearanceRecordStorage = record
        return record
    }

    var existingAppearanceRecord: AppearanceRecord? { appearanceRecordStorage }

    var appearanceContainers: [AnyObject] { responderAncestors }
}

extension UIView: UIAppearance {
    public static func appearance() -> Self { appearanceProxy(in: []) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(in: containerTypes)
    }
}
