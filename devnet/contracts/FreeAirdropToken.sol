// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevERC20} from "./DevERC20.sol";

/// @notice 'Free Airdrop Token' (SPAM), 18 decimals: an unsolicited airdrop, flagged as spam by the
/// services' token registry so wallets can hide it.
contract FreeAirdropToken is DevERC20 {
    function name() external pure override returns (string memory) {
        return "Free Airdrop Token";
    }

    function symbol() external pure override returns (string memory) {
        return "SPAM";
    }

    function decimals() external pure override returns (uint8) {
        return 18;
    }
}
