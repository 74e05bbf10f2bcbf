@_exported import CasePathsCore
@_exported import CustomDump
@_exported import Foundation
@_exported import IdentifiedCollections
