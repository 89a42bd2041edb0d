// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevERC20} from "./DevERC20.sol";

/// @notice 'Foyer Points' (FPT), zero decimals: whole units only.
contract FoyerPoints is DevERC20 {
    function name() external pure override returns (string memory) {
        return "Foyer Points";
    }

    function symbol() external pure override returns (string memory) {
        return "FPT";
    }

    function decimals() external pure override returns (uint8) {
        return 0;
    }
}
